import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../contract/audit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

// The strategy delegate (IsDelegate), the spec's 'strategy person': given in Manage User, edits like the CEO (decision 031).

let t: TestApp;
let w: PeopleWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t, 'acme');
});
afterAll(() => t.close());

type Who = Parameters<PeopleWorld['as']>[0];
const SPEC_FLAGS = { IsOrgAdmin: false, IsGoalAdmin: false, IsHrAdmin: false, IsGoalManager: false };
const setRoles = (who: Who, id: number, body: Record<string, unknown>) => w.put(who, `/api/profile/Roles/${id}`, body);
const saveStrategy = (who: Who, body: object) => w.post(who, '/api/strategy', body);
const isDelegate = async (id: number) => (await w.get('ceo', `/api/profile/${id}`)).json().IsDelegate as boolean;
const latestAudit = async () => ((await w.get('ceo', '/api/audit?PageSize=1')).json() as AuditPage).data[0];

describe('giving and taking the strategy delegate flag', () => {
  it('the CEO gives it through PUT /api/profile/Roles/{id}, and the audit log says so', async () => {
    t.clock.now = new Date('2026-05-20T15:01:00Z');
    const res = await setRoles('ceo', w.ids.mia, { RoleName: 'manager', ...SPEC_FLAGS, IsDelegate: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Id: w.ids.mia, IsDelegate: true, RoleName: 'manager' });
    expect(await latestAudit()).toEqual({
      Id: expect.any(Number),
      At: '2026-05-20T15:01:00.000Z',
      Actor: { Id: w.ids.ceo, Name: 'acme CEO' },
      Action: 'user.flags',
      Subject: { Id: w.ids.mia, Name: 'mia' },
      Before: { IsDelegate: false },
      After: { IsDelegate: true },
    });
  });

  it('is offered to the CEO and org admins only', async () => {
    const offered = async (who: Who) => (await w.get(who, `/api/profile/${w.ids.cal}`)).json().Permissions.AssignableFlags as string[];
    expect(await offered('ceo')).toContain('IsDelegate');
    expect(await offered('olga')).toContain('IsDelegate');
    // Mia manages Cal (Manage User shows) but the checkbox is not hers to tick.
    expect(await offered('mia')).not.toContain('IsDelegate');
  });

  it('stays as it is when a client written from the spec leaves it out', async () => {
    expect((await setRoles('ceo', w.ids.mia, { RoleName: 'manager', ...SPEC_FLAGS, IsHrAdmin: true })).statusCode).toBe(200);
    expect(await isDelegate(w.ids.mia)).toBe(true);
    expect(await latestAudit()).toMatchObject({ Before: { IsHrAdmin: false }, After: { IsHrAdmin: true } });
    await setRoles('ceo', w.ids.mia, { RoleName: 'manager', ...SPEC_FLAGS });
  });

  it.each([
    ['a manager above the person', 'vic', 'You cannot change the Strategy Delegate permission.'],
    ['the person’s own manager', 'mia', 'You cannot change the Strategy Delegate permission.'],
    ['a goal admin elsewhere', 'gina', 'You cannot manage this user.'],
    ['an HR admin elsewhere', 'hal', 'You cannot manage this user.'],
  ] as const)('is refused to %s (no screen offers it), and nothing changes', async (_, who, message) => {
    const res = await setRoles(who, w.ids.dee, { RoleName: 'contributor', ...SPEC_FLAGS, IsDelegate: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(message);
    expect(await isDelegate(w.ids.dee)).toBe(false);
  });
});

describe("a delegate's strategy rights", () => {
  it('a delegate edits, sees the draft and publishes, like the CEO', async () => {
    const draft = await saveStrategy('mia', { StrategyBasic: { Mission: '<p>Trails for everyone</p>' }, IsPublish: false });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ CanEdit: true, IsDraft: true, StrategyBasic: { Mission: '<p>Trails for everyone</p>' } });
    // The draft view: the delegate and the CEO see it; a contributor does not yet.
    expect((await w.get('mia', '/api/strategy/get')).json()).toMatchObject({ CanEdit: true, IsDraft: true });
    expect((await w.get('ceo', '/api/strategy/get')).json().StrategyBasic.Mission).toBe('<p>Trails for everyone</p>');
    expect((await w.get('cal', '/api/strategy/get')).json()).toMatchObject({ CanEdit: false, StrategyBasic: { Mission: null } });

    const published = await saveStrategy('mia', { IsPublish: true });
    expect(published.json()).toMatchObject({ IsDraft: false, IsStrategy: true });
    expect((await w.get('cal', '/api/strategy/get')).json()).toMatchObject({
      CanEdit: false,
      IsStrategy: true,
      StrategyBasic: { Mission: '<p>Trails for everyone</p>' },
    });
    expect((await w.get('mia', '/api/strategy')).json()).toMatchObject({ CanEdit: true, ShowCard: true });
  });

  it('everyone else keeps reading the published strategy: page and dashboard card', async () => {
    for (const who of ['vic', 'cal', 'gina', 'hal'] as const) {
      expect((await w.get(who, '/api/strategy/get')).json()).toMatchObject({
        CanEdit: false,
        StrategyBasic: { Mission: '<p>Trails for everyone</p>' },
      });
      expect((await w.get(who, '/api/strategy')).json()).toMatchObject({ ShowCard: true, CanEdit: false });
    }
  });

  it('a manager who is no delegate cannot write (403, no screen offers it), and the strategy stays', async () => {
    for (const who of ['vic', 'gus', 'cal'] as const) {
      expect((await saveStrategy(who, { StrategyBasic: { Mission: '<p>Mine</p>' }, IsPublish: true })).statusCode).toBe(403);
    }
    expect((await w.get('cal', '/api/strategy/get')).json().StrategyBasic.Mission).toBe('<p>Trails for everyone</p>');
  });

  it('taking the flag back (an org admin may) ends the rights at once, and is audited', async () => {
    expect((await setRoles('olga', w.ids.mia, { RoleName: 'manager', ...SPEC_FLAGS, IsDelegate: false })).statusCode).toBe(200);
    expect(await latestAudit()).toMatchObject({
      Actor: { Id: w.ids.olga, Name: 'olga' },
      Action: 'user.flags',
      Before: { IsDelegate: true },
      After: { IsDelegate: false },
    });
    expect((await saveStrategy('mia', { IsPublish: true })).statusCode).toBe(403);
    expect((await w.get('mia', '/api/strategy/get')).json()).toMatchObject({ CanEdit: false, Published: null });
  });

  it('an observer loses the flag with the role, and with it the strategy rights', async () => {
    await setRoles('ceo', w.ids.gus, { RoleName: 'manager', ...SPEC_FLAGS, IsGoalManager: true, IsDelegate: true });
    expect((await saveStrategy('gus', { IsPublish: true })).statusCode).toBe(200);
    expect(
      (await setRoles('ceo', w.ids.gus, { RoleName: 'observer', ...SPEC_FLAGS, IsDelegate: true, RemoveManager: true })).statusCode,
    ).toBe(200);
    expect(await isDelegate(w.ids.gus)).toBe(false);
    expect(await latestAudit()).toMatchObject({
      Action: 'user.role',
      Before: { RoleName: 'manager', IsGoalManager: true, IsDelegate: true },
      After: { RoleName: 'observer', IsGoalManager: false, IsDelegate: false },
    });
    expect((await saveStrategy('gus', { IsPublish: true })).statusCode).toBe(403);
  });
});
