import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearer, createTestApp, givenTenant, signIn, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';
import { withinLimit } from './org-chart';

let t: TestApp;
let w: PeopleWorld;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  const other = await givenTenant(t, 'globex');
  outsiderToken = await signIn(t, other.ceoEmail, 'globex');
  const set = (id: number, values: Partial<typeof users.$inferInsert>) =>
    t.database.db
      .update(users)
      .set(values)
      .where(and(eq(users.tenantId, w.tenant.TenantId), eq(users.id, id)));
  await set(w.ids.cal, { orgUnit: 'Engineering', jobTitle: 'Backend Engineer' });
  await set(w.ids.dee, { orgUnit: 'Engineering', jobTitle: 'Frontend Engineer' });
  await set(w.ids.mia, { orgUnit: 'Engineering', jobTitle: 'Engineering Manager' });
  await set(w.ids.gina, { orgUnit: 'Finance', jobTitle: 'Controller' });
});
afterAll(() => t.close());

type Node = { Id: number; Name: string; ParentId: number | null; ChildCount: number; Status: string };
const names = (nodes: { Name: string }[]) => nodes.map((n) => n.Name);

describe('GET /api/profile/OrgData', () => {
  it('answers the top two levels under the CEO by default, without observers', async () => {
    const res = await w.get('cal', '/api/profile/OrgData');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ RootId: w.ids.ceo, FocusId: w.ids.ceo, AncestorIds: [], Depth: 2 });
    expect(names(data.Nodes)).toEqual(['acme CEO', 'gina', 'gus', 'hal', 'mia', 'olga', 'vic']);
    const byName = Object.fromEntries(data.Nodes.map((n: Node) => [n.Name, n]));
    expect(byName['acme CEO']).toMatchObject({ ParentId: null, ChildCount: 4, RoleName: 'ceo', Status: 'Active' });
    expect(byName.vic).toMatchObject({ ParentId: w.ids.ceo, ChildCount: 2 });
    expect(byName.mia).toMatchObject({
      ParentId: w.ids.vic,
      ChildCount: 3,
      JobTitle: 'Engineering Manager',
      OrgUnit: 'Engineering',
      Avatar: null,
    });
    // The app's flat fields, then the spec's user wrapper and employee entry (decision 028).
    expect(Object.keys(byName.mia).sort()).toEqual(
      [
        'Avatar',
        'ChildCount',
        'DeactivatedAt',
        'Email',
        'Id',
        'InvitationAcceptedAt',
        'IsGoalAdmin',
        'IsGoalManager',
        'IsHrAdmin',
        'IsOrgAdmin',
        'JobTitle',
        'Name',
        'OrgUnit',
        'ParentId',
        'RoleName',
        'Status',
        'id',
        'parentId',
        'Profile',
        'Manager',
        'DirectReports',
        'Changed',
        'LegId',
      ].sort(),
    );
  });

  it('centres on a person: the chain above with its side branches, then their reports', async () => {
    const data = (await w.get('cal', `/api/profile/OrgData?Id=${w.ids.mia}&Depth=1`)).json();
    expect(data).toMatchObject({ FocusId: w.ids.mia, AncestorIds: [w.ids.ceo, w.ids.vic] });
    expect(names(data.Nodes)).toEqual(['acme CEO', 'cal', 'dee', 'gina', 'gus', 'hal', 'ivy', 'mia', 'olga', 'vic']);
    const ivy = data.Nodes.find((n: Node) => n.Name === 'ivy');
    expect(ivy).toMatchObject({ Status: 'Invited', ParentId: w.ids.mia, ChildCount: 0 });
  });

  it('expands a leaf to nothing new and refuses observers, unknown and foreign ids', async () => {
    const leaf = (await w.get('ceo', `/api/profile/OrgData?Id=${w.ids.cal}&Depth=1`)).json();
    expect(leaf.AncestorIds).toEqual([w.ids.ceo, w.ids.vic, w.ids.mia]);
    expect(leaf.Nodes.find((n: Node) => n.Id === w.ids.cal).ChildCount).toBe(0);
    expect((await w.get('ceo', `/api/profile/OrgData?Id=${w.ids.obi}`)).json()).toEqual({
      Message: 'This person is not on the org chart.',
    });
    expect((await w.get('ceo', '/api/profile/OrgData?Id=999999')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/profile/OrgData?Id=${w.ids.mia}`, headers: bearer(outsiderToken) })).statusCode).toBe(404);
    expect((await w.get('ceo', '/api/profile/OrgData?Depth=9')).statusCode).toBe(400);
  });

  it('hides deactivated people unless someone active still reports to them', async () => {
    const g = await givenPeopleWorld(t, 'gamma');
    await g.get('ceo', `/api/profile/Deactivate/${g.ids.gina}`);
    // Legacy data: a deactivated manager whose reports were never moved.
    await t.database.db
      .update(users)
      .set({ deactivatedAt: t.clock.now })
      .where(and(eq(users.tenantId, g.tenant.TenantId), eq(users.id, g.ids.mia)));
    const data = (await g.get('ceo', `/api/profile/OrgData?Depth=3`)).json();
    expect(names(data.Nodes)).not.toContain('gina');
    expect(data.Nodes.find((n: Node) => n.Name === 'mia')).toMatchObject({ Status: 'Deactivated', ChildCount: 3 });
    expect(data.Nodes.find((n: Node) => n.Name === 'gamma CEO').ChildCount).toBe(3);
  });
});

describe('withinLimit', () => {
  const rows = (depths: (number | null)[]) => depths.map((depth, id) => ({ id, depth }));
  it('drops the deepest levels below the focus until the window fits, never the first', () => {
    const window = rows([null, null, 0, 1, 1, 2, 2, 2, 3, 3, 3, 3]);
    expect(withinLimit(window, 3, 20)).toEqual({ kept: window, depth: 3 });
    expect(withinLimit(window, 3, 8).depth).toBe(2);
    expect(withinLimit(window, 3, 8).kept.map((r) => r.depth)).toEqual([null, null, 0, 1, 1, 2, 2, 2]);
    expect(withinLimit(window, 3, 2)).toMatchObject({ depth: 1 });
    expect(withinLimit(window, 3, 2).kept).toHaveLength(5);
  });
});

const directory = (who: Parameters<PeopleWorld['as']>[0], body: Record<string, unknown> = {}) =>
  w.post(who, '/api/profile/directory', body);

describe('POST /api/profile/directory', () => {
  it('pages everyone active or invited by name, observers only for the CEO and org admins', async () => {
    const ceo = (await directory('ceo')).json();
    expect(ceo.count).toBe(11);
    expect(names(ceo.data)).toEqual(['acme CEO', 'cal', 'dee', 'gina', 'gus', 'hal', 'ivy', 'mia', 'obi', 'olga', 'vic']);
    const cal = (await directory('cal')).json();
    expect(cal.count).toBe(10);
    expect(names(cal.data)).not.toContain('obi');
    const refused = await directory('cal', { Roles: ['observer'] });
    expect([refused.statusCode, refused.json().Errors]).toEqual([
      400,
      [{ Field: 'Roles', Message: 'Only the CEO or an org admin can list observers.' }],
    ]);
    expect((await directory('olga', { Roles: ['observer'] })).json().data.map((e: { Name: string }) => e.Name)).toEqual(['obi']);
  });

  it('describes each person with status, manager and report count', async () => {
    const mia = (await directory('cal', { Search: 'MIA' })).json();
    expect(mia.count).toBe(1);
    expect(mia.data[0]).toEqual({
      Id: w.ids.mia,
      ParentId: w.ids.vic,
      Name: 'mia',
      Email: w.email('mia'),
      JobTitle: 'Engineering Manager',
      OrgUnit: 'Engineering',
      RoleName: 'manager',
      Avatar: null,
      IsOrgAdmin: false,
      IsGoalAdmin: false,
      IsHrAdmin: false,
      IsGoalManager: false,
      DeactivatedAt: null,
      InvitationAcceptedAt: expect.any(String),
      Status: 'Active',
      ManagerName: 'vic',
      DirectReportCount: 3,
      id: w.ids.mia,
      parentId: w.ids.vic,
      Profile: expect.objectContaining({ Id: w.ids.mia, Name: 'mia', Email: w.email('mia'), Disc: null, ParentId: w.ids.vic }),
      Manager: w.ids.vic,
      DirectReports: [w.ids.cal, w.ids.dee, w.ids.ivy],
      Changed: false,
      LegId: w.ids.vic,
    });
  });

  it('searches name, email and job title; a % is a plain character', async () => {
    expect(names((await directory('cal', { Search: 'engineer' })).json().data)).toEqual(['cal', 'dee', 'mia']);
    expect(names((await directory('cal', { Search: 'gina@' })).json().data)).toEqual(['gina']);
    expect((await directory('cal', { Search: '%' })).json().count).toBe(0);
  });

  it('filters by department (Corporate is also none), role and status', async () => {
    expect(names((await directory('cal', { Depts: ['Finance'] })).json().data)).toEqual(['gina']);
    expect(names((await directory('cal', { Depts: ['Corporate'], Roles: ['manager'] })).json().data)).toEqual(['gus', 'olga', 'vic']);
    expect(names((await directory('cal', { Statuses: ['Invited'] })).json().data)).toEqual(['ivy']);
    expect(names((await directory('cal', { Roles: ['ceo', 'contributor'], Depts: ['Engineering', 'Corporate'] })).json().data)).toEqual([
      'acme CEO',
      'cal',
      'dee',
      'hal',
      'ivy',
    ]);
  });

  it('sorts by any column either way and pages on the server', async () => {
    expect(names((await directory('cal', { Sort: 'JobTitle', SortOrder: 'desc', PageSize: 3 })).json().data)).toEqual([
      'dee',
      'mia',
      'gina',
    ]);
    expect(names((await directory('cal', { Sort: 'Manager', PageSize: 4, Roles: ['contributor', 'manager'] })).json().data)).toEqual([
      'gina',
      'gus',
      'olga',
      'vic',
    ]);
    expect(names((await directory('cal', { Sort: 'Status', SortOrder: 'desc', PageSize: 1 })).json().data)).toEqual(['ivy']);
    const page2 = (await directory('cal', { Page: 2, PageSize: 3 })).json();
    expect(page2).toMatchObject({ count: 10 });
    expect(names(page2.data)).toEqual(['gina', 'gus', 'hal']);
    expect((await directory('cal', { Page: 9, PageSize: 3 })).json()).toEqual({ data: [], count: 10 });
    expect((await directory('cal', { PageSize: 101 })).statusCode).toBe(400);
    expect((await directory('cal', { Search: 's'.repeat(256) })).statusCode).toBe(400);
  });

  it('lists deactivated people on request and never another tenant’s', async () => {
    const g = await givenPeopleWorld(t, 'beta');
    await g.get('ceo', `/api/profile/Deactivate/${g.ids.dee}`);
    expect(names((await g.post('cal', '/api/profile/directory', { Statuses: ['Deactivated'] })).json().data)).toEqual(['dee']);
    const outsider = await t.app.inject({ method: 'POST', url: '/api/profile/directory', headers: bearer(outsiderToken), payload: {} });
    expect(names(outsider.json().data)).toEqual(['globex CEO']);
  });
});

describe('GET /api/profile/departments', () => {
  it('lists the departments in use', async () => {
    expect((await w.get('cal', '/api/profile/departments')).json()).toEqual({ Departments: ['Engineering', 'Finance'] });
  });
});
