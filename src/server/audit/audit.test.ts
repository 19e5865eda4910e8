import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../contract/audit';
import { bearer, createTestApp, givenTenant, signIn, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

const KEY = 'sk-audit-test-key-0123456789';
let t: TestApp;
let w: PeopleWorld;
let globex: Awaited<ReturnType<typeof givenTenant>>;
let globexCeo: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ SECRET_KEY: 'audit-tests-server-secret-0123456789' });
  w = await givenPeopleWorld(t, 'acme');
  globex = await givenTenant(t, 'globex');
  globexCeo = bearer(await signIn(t, globex.ceoEmail, 'globex'));
});
afterAll(() => t.close());

type Who = Parameters<PeopleWorld['as']>[0];
const roles = (RoleName: string, flags: Record<string, unknown> = {}) => ({
  RoleName,
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
  ...flags,
});
const readLog = async (who: Who = 'ceo', query = ''): Promise<AuditPage> => {
  const res = await w.get(who, `/api/audit${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Runs a change and answers the entries it wrote (newest first), checking the call succeeded. */
async function written(change: () => Promise<{ statusCode: number }>, reader: Who = 'ceo'): Promise<AuditEntry[]> {
  const before = (await readLog(reader)).count;
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  const res = await change();
  expect(res.statusCode).toBe(200);
  const after = await readLog(reader, '?PageSize=100');
  return after.data.slice(0, after.count - before);
}

const person = (name: Who | 'ivy', id: number) => ({ Id: id, Name: name });

describe('what is written', () => {
  it('a role change: one entry with the role before and after, by whoever made it', async () => {
    const entries = await written(() => w.put('ceo', `/api/profile/Roles/${w.ids.cal}`, roles('manager')));
    expect(entries).toEqual([
      {
        Id: expect.any(Number),
        At: t.clock.now.toISOString(),
        Actor: { Id: w.ids.ceo, Name: 'acme CEO' },
        Action: 'user.role',
        Subject: person('cal', w.ids.cal),
        Before: { RoleName: 'contributor' },
        After: { RoleName: 'manager' },
      },
    ]);
  });

  it('nothing for a save that changes nothing', async () => {
    expect(await written(() => w.put('ceo', `/api/profile/Roles/${w.ids.cal}`, roles('manager')))).toEqual([]);
    expect(await written(() => w.get('olga', `/api/Profile/ChangeManager/${w.ids.cal}/${w.ids.mia}`))).toEqual([]);
    expect(await written(() => w.put('ceo', '/api/tenant/settings', {}))).toEqual([]);
  });

  it('an admin flag: only the flag that changed', async () => {
    const [entry, ...rest] = await written(() =>
      w.put('ceo', `/api/profile/Roles/${w.ids.dee}`, roles('contributor', { IsGoalAdmin: true })),
    );
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ Action: 'user.flags', Before: { IsGoalAdmin: false }, After: { IsGoalAdmin: true } });
  });

  it('a manager change, named as the managers were then', async () => {
    const [entry, ...rest] = await written(() => w.get('olga', `/api/Profile/ChangeManager/${w.ids.dee}/${w.ids.vic}`));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      Actor: person('olga', w.ids.olga),
      Action: 'user.manager',
      Subject: person('dee', w.ids.dee),
      Before: { Manager: person('mia', w.ids.mia) },
      After: { Manager: person('vic', w.ids.vic) },
    });
  });

  it('deactivation and reactivation', async () => {
    const [off, ...rest] = await written(() => w.get('vic', `/api/profile/Deactivate/${w.ids.dee}`));
    expect(rest).toEqual([]);
    expect(off).toMatchObject({
      Actor: person('vic', w.ids.vic),
      Action: 'user.deactivated',
      Before: { Status: 'Active' },
      After: { Status: 'Deactivated' },
    });
    const [on] = await written(() => w.get('vic', `/api/profile/Activate/${w.ids.dee}`));
    expect(on).toMatchObject({ Action: 'user.reactivated', Subject: person('dee', w.ids.dee), Before: { Status: 'Deactivated' } });
  });

  it('company info and settings: only the fields that changed, about nobody', async () => {
    const [info, ...rest] = await written(() =>
      w.post('ceo', '/api/Profile/EditTenant', { Name: 'Acme Corp', Url: null, TimeZone: 'Central Time (US & Canada)' }),
    );
    expect(rest).toEqual([]);
    expect(info).toMatchObject({ Action: 'company.settings', Subject: null, Before: { Name: 'acme Inc' }, After: { Name: 'Acme Corp' } });
    expect(Object.keys(info!.After)).toEqual(['Name']);
    const [settings] = await written(() => w.put('olga', '/api/tenant/settings', { EmployeeNotesEnabled: false }));
    expect(settings).toMatchObject({
      Actor: person('olga', w.ids.olga),
      Before: { EmployeeNotesEnabled: true },
      After: { EmployeeNotesEnabled: false },
    });
  });

  it('the company’s AI model, never its key', async () => {
    const [ai] = await written(() => w.put('ceo', '/api/tenant/ai', { BaseUrl: 'https://models.acme.test/v1', Model: 'm1', ApiKey: KEY }));
    expect(ai).toMatchObject({
      Action: 'company.settings',
      Before: { AiBaseUrl: null, AiModel: null, AiKey: 'none' },
      After: { AiBaseUrl: 'https://models.acme.test/v1', AiModel: 'm1', AiKey: 'new key' },
    });
    const [model] = await written(() => w.put('ceo', '/api/tenant/ai', { BaseUrl: 'https://models.acme.test/v1', Model: 'm2' }));
    expect(model).toMatchObject({ Before: { AiModel: 'm1' }, After: { AiModel: 'm2' } });
    const raw = JSON.stringify((await readLog('ceo', '?PageSize=100')).data);
    expect(raw).not.toContain(KEY);
  });

  it('talent labels and schedule, saved by an HR admin', async () => {
    const labels = (await w.get('hal', '/api/talent/labels')).json();
    expect(await written(() => w.put('hal', '/api/talent/labels', labels))).toEqual([]);
    const [entry, ...rest] = await written(() => w.put('hal', '/api/talent/labels', { ...labels, GracePeriod: labels.GracePeriod + 2 }));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      Actor: person('hal', w.ids.hal),
      Action: 'talent.labels',
      Subject: null,
      Before: { GracePeriod: labels.GracePeriod },
      After: { GracePeriod: labels.GracePeriod + 2 },
    });
    const [schedule] = await written(() => w.put('hal', '/api/talent/schedule', { EffectiveDate: '2026-04-01' }));
    expect(schedule).toMatchObject({
      Action: 'talent.schedule',
      Before: { EffectiveDate: '2026-01-01' },
      After: { EffectiveDate: '2026-04-01' },
    });
  });
});

describe('manager links a role change moves', () => {
  it('an observer joining the hierarchy starts under the CEO: the role and the new manager, each an entry', async () => {
    const entries = await written(() => w.put('ceo', `/api/profile/Roles/${w.ids.obi}`, roles('contributor')));
    expect(entries.map((e) => [e.Action, e.Subject?.Id, e.Before, e.After])).toEqual([
      ['user.role', w.ids.obi, { RoleName: 'observer' }, { RoleName: 'contributor' }],
      ['user.manager', w.ids.obi, { Manager: null }, { Manager: person('acme CEO' as never, w.ids.ceo) }],
    ]);
    expect(entries.every((e) => e.Actor.Id === w.ids.ceo)).toBe(true);
  });
});

describe('reading it', () => {
  it('pages newest first and counts the whole log', async () => {
    const all = await readLog('ceo', '?PageSize=100');
    expect(all.count).toBe(all.data.length);
    expect(all.count).toBeGreaterThanOrEqual(10);
    const times = all.data.map((e) => e.At);
    expect(times).toEqual([...times].sort().reverse());
    const second = await readLog('ceo', '?Page=2&PageSize=3');
    expect(second.count).toBe(all.count);
    expect(second.data.map((e) => e.Id)).toEqual(all.data.slice(3, 6).map((e) => e.Id));
    expect((await readLog()).data).toHaveLength(Math.min(20, all.count));
    expect((await w.get('ceo', '/api/audit?PageSize=101')).statusCode).toBe(400);
  });

  it('filters by the person and by the kind of change', async () => {
    const dee = await readLog('olga', `?UserId=${w.ids.dee}`);
    expect(dee.data.map((e) => e.Action)).toEqual(['user.reactivated', 'user.deactivated', 'user.manager', 'user.flags']);
    expect(dee.count).toBe(4);
    const company = await readLog('ceo', '?Action=company.settings');
    expect(company.count).toBe(4);
    expect(company.data.every((e) => e.Action === 'company.settings' && e.Subject === null)).toBe(true);
    expect((await readLog('ceo', `?UserId=${w.ids.dee}&Action=user.manager`)).count).toBe(1);
    expect((await w.get('ceo', '/api/audit?Action=user.password')).statusCode).toBe(400);
  });

  it.each(['mia', 'hal', 'cal', 'obi'] as const)('is refused to %s (neither the CEO nor an org admin)', async (who) => {
    expect((await w.get(who, '/api/audit')).statusCode).toBe(404);
  });

  it("never shows another company's entries", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/settings',
      headers: globexCeo,
      payload: { TalentEnabled: false },
    });
    expect(res.statusCode).toBe(200);
    const theirs: AuditPage = (await t.app.inject({ url: '/api/audit', headers: globexCeo })).json();
    expect(theirs.count).toBe(1);
    expect(theirs.data[0]).toMatchObject({ Actor: { Id: globex.CeoId }, After: { TalentEnabled: false } });
    const ours = await readLog('ceo', '?PageSize=100');
    expect(ours.data.some((e) => e.Actor.Id === globex.CeoId)).toBe(false);
    const aboutOurs = await t.app.inject({ url: `/api/audit?UserId=${w.ids.dee}`, headers: globexCeo });
    expect(aboutOurs.statusCode).toBe(404);
    expect(aboutOurs.json()).toEqual({
      Message: 'This person was not found.',
      Errors: [{ Field: 'UserId', Message: 'This person was not found.' }],
    });
  });
});

describe('becoming CEO', () => {
  it('records both people: the new CEO and the one who stepped down', async () => {
    // The CEO who steps down becomes a manager and no longer reads the log: an org admin does.
    const entries = await written(() => w.put('ceo', `/api/profile/Roles/${w.ids.vic}`, { ...roles('ceo'), Confirm: 'CONFIRM' }), 'olga');
    // Each moved link is an entry of its own: Vic leaves his manager, the old CEO reports to him.
    expect(entries.map((e) => [e.Action, e.Subject?.Id, e.Before, e.After])).toEqual([
      ['user.role', w.ids.vic, { RoleName: 'manager' }, { RoleName: 'ceo' }],
      ['user.manager', w.ids.vic, { Manager: person('acme CEO' as never, w.ids.ceo) }, { Manager: null }],
      ['user.manager', w.ids.ceo, { Manager: null }, { Manager: person('vic', w.ids.vic) }],
      ['user.role', w.ids.ceo, { RoleName: 'ceo' }, { RoleName: 'manager' }],
    ]);
    expect((await w.get('vic', '/api/audit')).statusCode).toBe(200);
    expect((await w.get('ceo', '/api/audit')).statusCode).toBe(404);
  });
});
