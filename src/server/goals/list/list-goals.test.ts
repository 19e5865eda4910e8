import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givenUser, PASSWORD, type TestApp } from '../../testing/test-app';
import { givenListOrg, type ListOrg, type Who } from '../../testing/goal-list-fixtures';

let t: TestApp;
let org: ListOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
});
afterAll(() => t.close());

const titles = (who: Who, filter: Record<string, unknown>) => org.titles(who, filter);

describe('POST /api/Goal/goals scopes', () => {
  beforeAll(async () => {
    for (const who of ['cal', 'dee', 'mia', 'vic', 'gina', 'gus', 'ceo'] as const) await org.build(who, `scope ${who}`);
    await org.build('ceo', 'scope ceo draft', { state: 'draft' });
    await org.build('ceo', 'scope ceo private', { hidden: true });
    await org.build('cal', 'scope cal next quarter', { periodId: org.next });
  });
  const scope = (who: Who, GoalSelectFilter: string, extra: Record<string, unknown> = {}) =>
    titles(who, { GoalSelectFilter, Title: 'scope', ...extra });

  it('lists my goals, of the current quarter unless another is asked for', async () => {
    expect(await scope('cal', 'MyGoals')).toEqual(['scope cal']);
    expect(await scope('cal', 'MyGoals', { PeriodId: org.next })).toEqual(['scope cal next quarter']);
  });

  it("lists the manager's and the peers' goals, not my own", async () => {
    expect(await scope('cal', 'MyManagerAndPeers')).toEqual(['scope dee', 'scope mia']);
    expect(await scope('mia', 'MyManagerAndPeers')).toEqual(['scope vic']);
    // vic reports to the CEO: the CEO's published goals and the other reports' goals.
    expect(await scope('vic', 'MyManagerAndPeers')).toEqual(['scope ceo', 'scope gina', 'scope gus']);
  });

  it('lists direct reports only, not people further down', async () => {
    expect(await scope('mia', 'MyDirectReports')).toEqual(['scope cal', 'scope dee']);
    expect(await scope('vic', 'MyDirectReports')).toEqual(['scope mia']);
  });

  it("lists the CEO's goals as company goals, drafts and private ones only for those who may see them", async () => {
    expect(await scope('ceo', 'CompanyGoals')).toEqual(['scope ceo', 'scope ceo draft', 'scope ceo private']);
    expect(await scope('cal', 'CompanyGoals')).toEqual(['scope ceo']);
    expect(await scope('gina', 'CompanyGoals')).toEqual(['scope ceo', 'scope ceo draft', 'scope ceo private']);
    expect(await scope('obi', 'CompanyGoals')).toEqual(['scope ceo']);
    const res = (await org.list('cal', { GoalSelectFilter: 'CompanyGoals', Title: 'scope' })).json();
    expect(res.ceo).toEqual({ Id: org.ids.ceo, Name: 'acme CEO' });
  });

  it('gives observers company goals only, even when searching people', async () => {
    // A stored scope is a filter value: 400 naming it, not a 403 that signs the observer out (decision 027).
    const mine = await org.list('obi', { GoalSelectFilter: 'MyGoals' });
    expect([mine.statusCode, mine.json().Errors]).toEqual([
      400,
      [{ Field: 'GoalSelectFilter', Message: 'Observers see only company goals.' }],
    ]);
    expect((await org.list('obi', { GoalSelectFilter: 'MyDirectReports' })).statusCode).toBe(400);
    expect(await scope('obi', 'CompanyGoals', { Users: [org.ids.cal, org.ids.ceo] })).toEqual(['scope ceo']);
  });

  it('refuses a scope the role does not have, and an unknown one, naming GoalSelectFilter', async () => {
    for (const [who, filter] of [
      ['ceo', 'MyManagerAndPeers'],
      ['cal', 'MyDirectReports'],
      ['cal', 'Everyone'],
    ] as const) {
      const res = await org.list(who, { GoalSelectFilter: filter });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].Field).toBe('GoalSelectFilter');
    }
  });

  it('searches people and departments across every goal the viewer may see, instead of the scope', async () => {
    expect(await scope('cal', 'MyGoals', { Users: [org.ids.vic, org.ids.dee] })).toEqual(['scope dee', 'scope vic']);
    await org.setUser(org.ids.gus, { orgUnit: 'Sales' });
    expect(await scope('cal', 'MyGoals', { Depts: ['sales'] })).toEqual(['scope gus']);
    expect(await scope('cal', 'MyGoals', { Depts: ['Sales'], Users: [org.ids.mia] })).toEqual(['scope gus', 'scope mia']);
  });
});

describe('POST /api/Goal/goals visibility', () => {
  const ids = new Map<string, number>();
  beforeAll(async () => {
    const top = await org.build('gus', 'cascade top');
    for (const [title, over] of [
      ['vis open', {}],
      ['vis private', { hidden: true }],
      ['vis draft', { state: 'draft' }],
      ['vis review', { state: 'review' }],
      ['vis cascaded draft', { state: 'draft', parentId: top.id }],
      ['vis deleted', {}],
    ] as const) {
      ids.set(title, (await org.build('cal', title, over)).id);
    }
    await org.deleteGoal(ids.get('vis deleted')!);
  });
  const seen = (who: Who) =>
    titles(who, {
      GoalSelectFilter: who === 'obi' ? 'CompanyGoals' : 'MyGoals',
      Title: 'vis',
      Users: [org.ids.cal],
    });
  const all = ['vis cascaded draft', 'vis draft', 'vis open', 'vis private', 'vis review'];

  it.each([
    ['cal', all],
    ['mia', all],
    ['vic', all],
    ['ceo', all],
    ['gina', all],
    ['dee', ['vis open']],
    ['gus', ['vis cascaded draft', 'vis open']],
    ['obi', []],
  ] as const)('%s sees %j, exactly the goals canSeeGoal lets them open', async (who, expected) => {
    expect(await seen(who)).toEqual([...expected]);
    for (const [title, id] of ids) {
      const single = await org.get(who, `/api/Goal/single/${id}`);
      expect(single.statusCode, `${who} opens ${title}`).toBe((expected as readonly string[]).includes(title) ? 200 : 404);
    }
  });

  it('gives a goal manager the rights of their cascade on the listed goals that are in it, and only on those', async () => {
    const res = await org.list('gus', { GoalSelectFilter: 'MyGoals', Title: 'vis', Users: [org.ids.cal] });
    const publish = Object.fromEntries(
      (res.json() as { data: { GoalDetail: { Title: string }; Permissions: { Publish: boolean } }[] }).data.map((g) => [
        g.GoalDetail.Title,
        g.Permissions.Publish,
      ]),
    );
    expect(publish).toEqual({ 'vis cascaded draft': true, 'vis open': false });
  });

  it('leaves out goals of deactivated people unless DeactivatedUsers is set', async () => {
    const zed = await givenUser(t, org.tenantId, {
      name: 'zed',
      email: 'zed@acme.test',
      password: PASSWORD,
      role: 'contributor',
      managerEmail: 'mia@acme.test',
    });
    await org.build('cal', 'vis zed', { ownerId: zed.UserId });
    await org.setUser(zed.UserId, { deactivatedAt: t.clock.now });
    expect(await titles('mia', { GoalSelectFilter: 'MyDirectReports', Title: 'vis zed' })).toEqual([]);
    expect(await titles('mia', { GoalSelectFilter: 'MyDirectReports', Title: 'vis zed', DeactivatedUsers: true })).toEqual(['vis zed']);
  });
});
