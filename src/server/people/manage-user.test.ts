import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/bus';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

let t: TestApp;
let w: PeopleWorld;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const roles = (RoleName: string, flags: Record<string, unknown> = {}) => ({
  RoleName,
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
  ...flags,
});
const setRoles = (world: PeopleWorld, who: Parameters<PeopleWorld['as']>[0], id: number, body: unknown) =>
  world.put(who, `/api/profile/Roles/${id}`, body);

describe('PUT /api/profile/Roles/{id}', () => {
  it('lets the CEO make someone a Goal Admin and tells the live channel', async () => {
    const res = await setRoles(w, 'ceo', w.ids.cal, roles('contributor', { IsGoalAdmin: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Id: w.ids.cal, RoleName: 'contributor', IsGoalAdmin: true, IsGoalManager: false });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'user_updated', userId: w.ids.cal, actorId: w.ids.ceo, tenantId: w.tenant.TenantId }),
    );
  });

  it('refuses Goal Admin together with Goal Manager', async () => {
    const res = await setRoles(w, 'ceo', w.ids.cal, roles('contributor', { IsGoalAdmin: true, IsGoalManager: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'You only can be either a Goal Admin or Goal Manager.',
      Errors: [{ Field: 'IsGoalManager', Message: 'You only can be either a Goal Admin or Goal Manager.' }],
    });
  });

  it('lets a manager switch a report between contributor and manager, and nothing more', async () => {
    const up = await setRoles(w, 'mia', w.ids.dee, roles('manager'));
    expect(up.json().RoleName).toBe('manager');
    expect((await setRoles(w, 'mia', w.ids.dee, roles('contributor'))).json().RoleName).toBe('contributor');
    const ceo = await setRoles(w, 'mia', w.ids.dee, roles('ceo', { Confirm: 'CONFIRM' }));
    expect(ceo.statusCode).toBe(403);
    expect(ceo.json().Message).toBe('You cannot give the CEO role.');
    const flag = await setRoles(w, 'mia', w.ids.dee, roles('contributor', { IsHrAdmin: true }));
    expect(flag.statusCode).toBe(403);
    expect(flag.json().Message).toBe('You cannot change the HR Admin permission.');
    expect((await setRoles(w, 'mia', w.ids.vic, roles('contributor'))).statusCode).toBe(403);
    expect((await setRoles(w, 'cal', w.ids.dee, roles('manager'))).statusCode).toBe(403);
  });

  it('lets a Goal Admin give only the goal flags and an HR Admin only the HR flag', async () => {
    await setRoles(w, 'ceo', w.ids.vic, roles('manager', { IsGoalAdmin: true }));
    expect((await setRoles(w, 'vic', w.ids.mia, roles('manager', { IsGoalManager: true }))).json().IsGoalManager).toBe(true);
    expect((await setRoles(w, 'vic', w.ids.mia, roles('manager', { IsGoalManager: true, IsOrgAdmin: true }))).statusCode).toBe(403);
    expect((await setRoles(w, 'vic', w.ids.mia, roles('manager', { IsGoalManager: true, IsHrAdmin: true }))).statusCode).toBe(403);
    // Hal (HR Admin) is above nobody: Manage User is not theirs to open.
    expect((await setRoles(w, 'hal', w.ids.dee, roles('contributor', { IsHrAdmin: true }))).statusCode).toBe(403);
    await setRoles(w, 'vic', w.ids.mia, roles('manager'));
  });

  it.each(['contributor', 'observer'])('refuses %s for someone with direct reports', async (role) => {
    const res = await setRoles(w, 'ceo', w.ids.mia, roles(role));
    expect(res.statusCode).toBe(400);
    const message = `The ${role} role cannot be given to a user with direct reports or a manager.`;
    expect(res.json().Errors).toEqual([{ Field: 'RoleName', Message: message }]);
  });

  it('refuses the observer role to someone with a manager, changing nothing, unless the admin removes the manager', async () => {
    const message = 'The observer role cannot be given to a user with direct reports or a manager.';
    const profile = async () => (await w.get('ceo', `/api/profile/${w.ids.ivy}`)).json();
    const before = await profile();
    expect(before).toMatchObject({ RoleName: 'contributor', ParentId: w.ids.mia });
    const seen = events.length;
    const refused = await setRoles(w, 'ceo', w.ids.ivy, roles('observer'));
    expect([refused.statusCode, refused.json()]).toEqual([400, { Message: message, Errors: [{ Field: 'RoleName', Message: message }] }]);
    expect(await profile()).toEqual(before);
    expect(events.slice(seen)).toEqual([]);
    // A contributor keeps their manager: only direct reports block that role.
    expect((await setRoles(w, 'ceo', w.ids.ivy, roles('manager'))).json()).toMatchObject({ RoleName: 'manager', ParentId: w.ids.mia });
    expect((await setRoles(w, 'ceo', w.ids.ivy, roles('contributor'))).json()).toMatchObject({
      RoleName: 'contributor',
      ParentId: w.ids.mia,
    });
    const removed = await setRoles(w, 'ceo', w.ids.ivy, { ...roles('observer'), RemoveManager: true });
    expect(removed.json()).toMatchObject({ RoleName: 'observer', ParentId: null });
    expect((await setRoles(w, 'ceo', w.ids.ivy, roles('contributor'))).json()).toMatchObject({
      RoleName: 'contributor',
      ParentId: w.ids.ceo,
    });
  });

  it('takes an observer out of the hierarchy with no flags, and back in under the CEO', async () => {
    // gus reports to the CEO: becoming an observer takes the admin's RemoveManager too (decision 027).
    const gone = await setRoles(w, 'olga', w.ids.gus, { ...roles('observer', { IsGoalManager: true }), RemoveManager: true });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ RoleName: 'observer', ParentId: null, IsGoalManager: false });
    expect(gone.json().Permissions.AssignableFlags).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'manager_updated', userId: w.ids.gus, data: { fromManagerId: w.ids.ceo, toManagerId: null } }),
    );
    const back = await setRoles(w, 'olga', w.ids.gus, roles('manager'));
    expect(back.json()).toMatchObject({ RoleName: 'manager', ParentId: w.ids.ceo });
  });

  it('keeps the CEO’s role until someone else is CEO, but lets their flags change', async () => {
    const res = await setRoles(w, 'ceo', w.ids.ceo, roles('manager'));
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('The CEO’s role cannot be changed until someone else is made CEO.');
    expect((await setRoles(w, 'olga', w.ids.ceo, roles('contributor'))).statusCode).toBe(409);
    expect((await setRoles(w, 'ceo', w.ids.ceo, roles('ceo', { IsHrAdmin: true }))).json()).toMatchObject({
      RoleName: 'ceo',
      IsHrAdmin: true,
    });
  });

  it('refuses changes to a deactivated person and answers 404 for another tenant', async () => {
    await w.get('ceo', `/api/profile/Deactivate/${w.ids.hal}`);
    expect((await setRoles(w, 'ceo', w.ids.hal, roles('manager'))).statusCode).toBe(409);
    const beta = await givenPeopleWorld(t, 'beta');
    expect((await setRoles(beta, 'ceo', w.ids.cal, roles('manager'))).statusCode).toBe(404);
  });

  it('validates the payload', async () => {
    expect((await setRoles(w, 'ceo', w.ids.cal, roles('boss'))).statusCode).toBe(400);
    expect((await setRoles(w, 'ceo', w.ids.cal, { ...roles('contributor'), IsOrgAdmin: 'yes' })).statusCode).toBe(400);
  });
});

describe('becoming CEO', () => {
  it('needs CONFIRM, then makes the old CEO a manager under the new one who keeps their reports', async () => {
    const g = await givenPeopleWorld(t, 'gamma');
    const missing = await setRoles(g, 'olga', g.ids.vic, roles('ceo'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual([{ Field: 'Confirm', Message: 'Type CONFIRM to make vic the CEO.' }]);
    expect((await setRoles(g, 'olga', g.ids.vic, roles('ceo', { Confirm: 'confirm' }))).statusCode).toBe(400);

    const oldReports = (await g.get('ceo', `/api/profile/${g.ids.ceo}`)).json().DirectReports.map((r: { Id: number }) => r.Id);
    const res = await setRoles(g, 'olga', g.ids.vic, roles('ceo', { Confirm: 'CONFIRM' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ RoleName: 'ceo', ParentId: null });
    expect((await g.get('cal', '/api/Profile/CEO')).json()).toEqual({ Id: g.ids.vic, Name: 'vic' });

    const old = (await g.get('olga', `/api/profile/${g.ids.ceo}`)).json();
    expect(old).toMatchObject({ RoleName: 'manager', ParentId: g.ids.vic });
    expect(old.DirectReports.map((r: { Id: number }) => r.Id).sort()).toEqual(oldReports.filter((id: number) => id !== g.ids.vic).sort());
    // Vic keeps his own reports too.
    expect((await g.get('vic', `/api/profile/${g.ids.vic}`)).json().DirectReports.map((r: { Name: string }) => r.Name)).toEqual([
      'gamma CEO',
      'hal',
      'mia',
    ]);
    // The old CEO's session now carries the manager role: company settings are no longer theirs.
    const edit = await g.post('ceo', '/api/Profile/EditTenant', { Name: 'Gamma', Url: null, TimeZone: 'Central Time (US & Canada)' });
    expect(edit.statusCode).toBe(403);
    expect(
      (await g.post('vic', '/api/Profile/EditTenant', { Name: 'Gamma', Url: null, TimeZone: 'Central Time (US & Canada)' })).statusCode,
    ).toBe(200);
  });

  it('only for someone who has accepted their invitation', async () => {
    const d = await givenPeopleWorld(t, 'delta');
    const res = await setRoles(d, 'ceo', d.ids.ivy, roles('ceo', { Confirm: 'CONFIRM' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('ivy has not accepted the invitation yet.');
  });
});
