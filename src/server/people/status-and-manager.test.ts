import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import type { DomainEvent } from '../events/bus';
import { buildGoal } from '../testing/goal-rows';
import { lastLinkTo, mailCountTo } from '../testing/outbox';
import { bearer, createTestApp, givenTenant, signIn, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

let t: TestApp;
let outsiderToken: string;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const other = await givenTenant(t, 'globex');
  outsiderToken = await signIn(t, other.ceoEmail, 'globex');
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const outsider = (url: string) => t.app.inject({ url, headers: bearer(outsiderToken) });

describe('deactivation', () => {
  let w: PeopleWorld;
  beforeAll(async () => {
    w = await givenPeopleWorld(t, 'acme');
  });

  it('previews the goals that stay and the reports that move', async () => {
    const { past, current, next } = await w.periods();
    await withTenant(t.database.db, w.tenant.TenantId, async (tx) => {
      for (const periodId of [past, current, current, next]) {
        await buildGoal(tx, { tenantId: w.tenant.TenantId, ownerId: w.ids.mia, periodId, state: 'approved', at: t.clock.now });
      }
    });
    expect((await w.get('vic', `/api/profile/DeactivateData/${w.ids.mia}`)).json()).toEqual({ GoalCount: 3, UserCount: 3 });
    expect((await w.get('cal', `/api/profile/DeactivateData/${w.ids.mia}`)).statusCode).toBe(403);
    expect((await outsider(`/api/profile/DeactivateData/${w.ids.mia}`)).statusCode).toBe(404);
  });

  it('ends the person’s sessions at once and moves their reports to their manager', async () => {
    const miaSession = await w.as('mia');
    expect((await t.app.inject({ url: `/api/profile/${w.ids.mia}`, headers: miaSession })).statusCode).toBe(200);
    const res = await w.get('vic', `/api/profile/Deactivate/${w.ids.mia}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Message: 'mia has been deactivated. 3 direct reports now report to vic.',
      Status: 'Deactivated',
      MovedReports: 3,
    });
    expect((await t.app.inject({ url: `/api/profile/${w.ids.mia}`, headers: miaSession })).statusCode).toBe(401);
    const signIn2 = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: w.email('mia'), password: 'Sup3r$ecret!', domain: 'acme' },
    });
    expect(signIn2.statusCode).toBe(403);

    const vic = (await w.get('vic', `/api/profile/${w.ids.vic}`)).json();
    expect(vic.DirectReports.map((r: { Name: string }) => r.Name)).toEqual(['cal', 'dee', 'hal', 'ivy']);
    const mia = (await w.get('ceo', `/api/profile/${w.ids.mia}`)).json();
    expect(mia).toMatchObject({ Status: 'Deactivated', ParentId: w.ids.vic, DirectReportCount: 0 });
    expect(mia.Permissions).toMatchObject({ CanActivate: true, CanDeactivate: false, CanManageUser: false });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'user_deactivated',
        userId: w.ids.mia,
        data: { movedReportIds: [w.ids.cal, w.ids.dee, w.ids.ivy].sort((a, b) => a - b), newManagerId: w.ids.vic },
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'manager_updated', userId: w.ids.cal, data: { fromManagerId: w.ids.mia, toManagerId: w.ids.vic } }),
    );
    // Her goals stay hers.
    const { current } = await w.periods();
    expect((await w.get('vic', `/api/Profile/goals/${w.ids.mia}/${current}`)).json().count).toBe(2);
  });

  it('refuses the CEO, oneself, twice, and people the viewer is not above', async () => {
    expect((await w.get('olga', `/api/profile/Deactivate/${w.ids.ceo}`)).json()).toEqual({ Message: 'The CEO cannot be deactivated.' });
    expect((await w.get('olga', `/api/profile/Deactivate/${w.ids.olga}`)).statusCode).toBe(409);
    expect((await w.get('vic', `/api/profile/Deactivate/${w.ids.mia}`)).json().Message).toBe('mia is already deactivated.');
    expect((await w.get('gus', `/api/profile/Deactivate/${w.ids.cal}`)).statusCode).toBe(403);
    expect((await w.get('gina', `/api/profile/Deactivate/${w.ids.cal}`)).statusCode).toBe(403);
    expect((await outsider(`/api/profile/Deactivate/${w.ids.cal}`)).statusCode).toBe(404);
  });

  it('activates again under the former manager, who may sign in again', async () => {
    expect((await w.get('cal', `/api/profile/Activate/${w.ids.mia}`)).statusCode).toBe(403);
    const res = await w.get('vic', `/api/profile/Activate/${w.ids.mia}`);
    expect(res.json()).toEqual({ Message: 'mia has been activated.', Status: 'Active', MovedReports: 0 });
    expect((await w.get('ceo', `/api/profile/${w.ids.mia}`)).json()).toMatchObject({ Status: 'Active', ParentId: w.ids.vic });
    await signIn(t, w.email('mia'), 'acme');
    expect((await w.get('vic', `/api/profile/Activate/${w.ids.mia}`)).json().Message).toBe('mia is already active.');
    expect(events).toContainEqual(expect.objectContaining({ type: 'user_activated', userId: w.ids.mia }));
  });

  it('activates under the CEO when the former manager is gone', async () => {
    await w.get('ceo', `/api/profile/Deactivate/${w.ids.gina}`);
    await w.get('ceo', `/api/profile/Deactivate/${w.ids.hal}`);
    await w.get('ceo', `/api/profile/Deactivate/${w.ids.vic}`);
    await w.get('ceo', `/api/profile/Activate/${w.ids.hal}`);
    expect((await w.get('ceo', `/api/profile/${w.ids.hal}`)).json().ParentId).toBe(w.ids.ceo);
    await w.get('ceo', `/api/profile/Activate/${w.ids.vic}`);
  });
});

describe('reinvite', () => {
  it('re-sends the invitation before acceptance only, to the waiting address', async () => {
    const w = await givenPeopleWorld(t, 'beta');
    const before = await mailCountTo(t.database.db, w.email('ivy'));
    const res = await w.get('mia', `/api/Profile/Reinvite/${w.ids.ivy}`);
    expect(res.json()).toEqual({ Message: `An invitation has been re-sent to ${w.email('ivy')}.`, Email: w.email('ivy') });
    expect(await mailCountTo(t.database.db, w.email('ivy'))).toBe(before + 1);
    expect(await lastLinkTo(t.database.db, w.email('ivy'))).toContain('/v3/invitation/');
    expect((await w.get('mia', `/api/Profile/Reinvite/${w.ids.cal}`)).json()).toEqual({
      Message: 'cal has already accepted the invitation.',
    });
    expect((await w.get('dee', `/api/Profile/Reinvite/${w.ids.ivy}`)).statusCode).toBe(403);
    expect((await outsider(`/api/Profile/Reinvite/${w.ids.ivy}`)).statusCode).toBe(404);
  });
});

describe('change manager', () => {
  let w: PeopleWorld;
  beforeAll(async () => {
    w = await givenPeopleWorld(t, 'gamma');
  });

  it('lists managers apart from the person and everyone below them', async () => {
    const res = await w.get('ceo', `/api/Profile/GetChangeManagerList/${w.ids.vic}`);
    expect(res.json().CurrentManagerId).toBe(w.ids.ceo);
    expect(res.json().Managers.map((m: { Name: string }) => m.Name)).toEqual(['gamma CEO', 'gus', 'olga']);
    const forCal = (await w.get('ceo', `/api/Profile/GetChangeManagerList/${w.ids.cal}`)).json();
    expect(forCal.Managers.map((m: { Name: string }) => m.Name)).toEqual(['gamma CEO', 'gus', 'mia', 'olga', 'vic']);
    expect(forCal.Managers[0]).toEqual({
      Id: w.ids.ceo,
      Name: 'gamma CEO',
      JobTitle: 'Chief Executive Officer',
      OrgUnit: null,
      Avatar: null,
      Email: 'ceo@gamma.test',
    });
  });

  it('limits a manager to themselves and the managers below them', async () => {
    expect(
      (await w.get('vic', `/api/Profile/GetChangeManagerList/${w.ids.cal}`)).json().Managers.map((m: { Name: string }) => m.Name),
    ).toEqual(['mia', 'vic']);
    const elsewhere = await w.get('vic', `/api/Profile/ChangeManager/${w.ids.cal}/${w.ids.gus}`);
    expect([elsewhere.statusCode, elsewhere.json().Errors]).toEqual([
      400,
      [{ Field: 'managerId', Message: 'You can choose only yourself or a manager below you.' }],
    ]);
    expect((await w.get('mia', `/api/Profile/GetChangeManagerList/${w.ids.vic}`)).statusCode).toBe(403);
  });

  it('moves a person and tells the live channel', async () => {
    const res = await w.get('vic', `/api/Profile/ChangeManager/${w.ids.cal}/${w.ids.vic}`);
    expect(res.json()).toEqual({ Message: 'cal now reports to vic.', ParentId: w.ids.vic });
    expect((await w.get('cal', `/api/profile/${w.ids.cal}`)).json().Manager.Id).toBe(w.ids.vic);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'manager_updated', userId: w.ids.cal, data: { fromManagerId: w.ids.mia, toManagerId: w.ids.vic } }),
    );
  });

  it('refuses a cycle, oneself, a contributor, a deactivated manager, the CEO and observers', async () => {
    const cycle = await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.vic}/${w.ids.mia}`);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().Message).toBe('mia reports to vic; nobody can report to someone below them.');
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.vic}/${w.ids.vic}`)).json().Message).toBe(
      'A person cannot report to themselves.',
    );
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.dee}/${w.ids.cal}`)).json().Message).toBe(
      'cal is not a manager; make them a manager first.',
    );
    await w.get('ceo', `/api/profile/Deactivate/${w.ids.gus}`);
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.dee}/${w.ids.gus}`)).json().Message).toBe('gus is deactivated.');
    expect((await w.get('olga', `/api/Profile/ChangeManager/${w.ids.ceo}/${w.ids.vic}`)).json().Message).toBe('The CEO reports to no one.');
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.obi}/${w.ids.vic}`)).statusCode).toBe(409);
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.dee}/999999`)).statusCode).toBe(404);
    expect((await outsider(`/api/Profile/ChangeManager/${w.ids.dee}/${w.ids.vic}`)).statusCode).toBe(404);
    expect((await outsider(`/api/Profile/GetChangeManagerList/${w.ids.dee}`)).statusCode).toBe(404);
  });

  it('refuses a manager of another tenant as not found', async () => {
    const other = await givenPeopleWorld(t, 'delta');
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.dee}/${other.ids.vic}`)).statusCode).toBe(404);
  });
});
