import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../../contract/goals';
import { createTestApp, givenUser, PASSWORD, type TestApp } from '../../testing/test-app';
import { givenListOrg, sortedByDomain, titlesOf, type ListOrg } from '../../testing/goal-list-fixtures';

let t: TestApp;
let org: ListOrg;
let other: ListOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
  other = await givenListOrg(t, 'globex');
});
afterAll(() => t.close());

describe('GET /api/goal/companygoals', () => {
  it("lists the CEO's visible goals of the current quarter, sorted like the list", async () => {
    await org.build('ceo', 'company steady', {
      statuses: Array.from({ length: 8 }, () => [3, 3] as [number, number]),
    });
    await org.build('ceo', 'company worse', {
      statuses: [
        [3, 3],
        [2, 3],
      ],
    });
    await org.build('ceo', 'company draft', { state: 'draft' });
    await org.build('ceo', 'company next quarter', { periodId: org.next });
    await org.build('mia', 'not company');
    await other.build('ceo', 'company of globex');
    const byCal = (await org.get('cal', '/api/goal/companygoals')).json();
    expect(byCal.Goals.map((g: Goal) => g.GoalDetail.Title)).toEqual(['company worse', 'company steady']);
    expect(byCal.Goals).toEqual(sortedByDomain(byCal.Goals));
    expect(byCal.count).toBe(2);
    expect(titlesOf((await org.get('ceo', '/api/Goal/companygoals')).json().Goals)).toEqual([
      'company draft',
      'company steady',
      'company worse',
    ]);
    expect((await org.get('obi', '/api/goal/companygoals')).json().count).toBe(2);
  });
});

describe('GET /api/Goal/users', () => {
  it('lists active people who can own goals, by name, with search and limit', async () => {
    const zed = await givenUser(t, org.tenantId, {
      name: 'zed',
      email: 'zed@acme.test',
      password: PASSWORD,
      role: 'contributor',
      managerEmail: 'mia@acme.test',
    });
    await org.setUser(zed.UserId, { deactivatedAt: t.clock.now });
    await org.setUser(org.ids.cal, { jobTitle: 'Engineer', orgUnit: 'Product' });
    const res = await org.get('dee', '/api/Goal/users');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { Name: string }) => u.Name)).toEqual(['acme CEO', 'cal', 'dee', 'gina', 'gus', 'mia', 'vic']);
    expect(res.json()[1]).toEqual({
      Id: org.ids.cal,
      Name: 'cal',
      JobTitle: 'Engineer',
      OrgUnit: 'Product',
      ParentId: org.ids.mia,
      Avatar: null,
    });
    expect((await org.get('dee', '/api/Goal/users?search=I&limit=2')).json().map((u: { Name: string }) => u.Name)).toEqual(['gina', 'mia']);
    expect((await org.get('dee', '/api/Goal/users?limit=101')).json().Errors[0].Field).toBe('limit');
  });
});

describe('GET /api/Goal/usergoals/{a}/{b}/{c}/{d}', () => {
  it("pages one person's visible goals of a quarter", async () => {
    for (let i = 1; i <= 3; i++) await org.build('dee', `dee goal ${i}`);
    await org.build('dee', 'dee private', { hidden: true });
    await org.build('dee', 'dee next', { periodId: org.next });
    const url = (c: number, d: number, b = org.current) => `/api/Goal/usergoals/${org.ids.dee}/${b}/${c}/${d}`;
    expect((await org.get('mia', url(1, 10))).json()).toMatchObject({ count: 4 });
    const byCal = (await org.get('cal', url(1, 2))).json();
    expect(byCal).toMatchObject({
      count: 3,
      data: [expect.objectContaining({ User: expect.objectContaining({ Id: org.ids.dee }) }), expect.anything()],
    });
    expect((await org.get('cal', url(2, 2))).json().data).toHaveLength(1);
    expect(titlesOf((await org.get('cal', url(1, 10, org.next))).json().data)).toEqual(['dee next']);
    expect((await org.get('cal', url(1, 500))).statusCode).toBe(400);
    const theirQuarter = await org.get('cal', `/api/Goal/usergoals/${org.ids.dee}/${other.current}/1/10`);
    expect({ status: theirQuarter.statusCode, body: theirQuarter.json() }).toEqual({
      status: 404,
      body: { Message: 'This quarter was not found.' },
    });
  });
});

describe('GET /api/Goal/single/{id} and /api/Goal/child_goals/{id}', () => {
  it('answers one goal, and the visible children with their weekly statuses', async () => {
    const top = await org.build('mia', 'top goal', { statuses: [[3, 3]] });
    const single = await org.get('cal', `/api/Goal/single/${top.id}`);
    expect(single.json()).toMatchObject({
      Id: top.id,
      GoalDetail: { Title: 'top goal' },
      ChildCount: 0,
      Permissions: { Edit: false },
    });
    const a = await org.build('cal', 'child a', {
      parentId: top.id,
      statuses: [
        [3, 3],
        [2, 2],
      ],
    });
    await org.build('dee', 'child b', { parentId: top.id });
    await org.build('cal', 'child private', { parentId: top.id, hidden: true });
    const gone = await org.build('cal', 'child deleted', { parentId: top.id });
    await org.deleteGoal(gone.id);
    await org.build('cal', 'grandchild', { parentId: a.id });

    const byDee = (await org.get('dee', `/api/Goal/child_goals/${top.id}`)).json();
    expect(titlesOf(byDee.Goals)).toEqual(['child a', 'child b']);
    expect(
      byDee.GoalStatuses.map((s: { GoalId: number; Likelihood: number; LikelihoodDelta: number | null }) => [
        s.GoalId,
        s.Likelihood,
        s.LikelihoodDelta,
      ]),
    ).toEqual([
      [a.id, 3, null],
      [a.id, 2, -1],
    ]);
    expect(titlesOf((await org.get('mia', `/api/Goal/child_goals/${top.id}`)).json().Goals)).toEqual([
      'child a',
      'child b',
      'child private',
    ]);
  });

  it("answers 404 for another tenant's goal, a deleted one and one the viewer may not see", async () => {
    const theirs = await other.build('cal', 'theirs');
    const draft = await org.build('cal', 'a draft', { state: 'draft' });
    const gone = await org.build('cal', 'gone');
    await org.deleteGoal(gone.id);
    for (const id of [theirs.id, draft.id, gone.id]) {
      expect((await org.get('dee', `/api/Goal/single/${id}`)).statusCode).toBe(404);
      expect((await org.get('dee', `/api/Goal/child_goals/${id}`)).statusCode).toBe(404);
    }
    expect((await org.get('mia', `/api/Goal/single/${draft.id}`)).statusCode).toBe(200);
    expect((await org.get('mia', '/api/Goal/single/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/Goal/goalstatus/{id}', () => {
  it('finds a weekly status and its goal, and 404 when the goal is not visible or not ours', async () => {
    const goal = await org.build('cal', 'status goal', {
      statuses: [
        [3, 3],
        [4, 2],
      ],
    });
    const statuses = (await org.get('cal', `/api/Goal/${goal.id}`)).json().GoalStatuses;
    const week2 = statuses[1];
    expect((await org.get('dee', `/api/Goal/goalstatus/${week2.Id}`)).json()).toEqual({
      Id: week2.Id,
      GoalId: goal.id,
      Likelihood: 4,
      Quality: 2,
      LikelihoodDelta: 1,
      QualityDelta: -1,
      CommentCount: 0,
      GoalPeriodWeek: {
        Id: week2.GoalPeriodWeek.Id,
        Week: 2,
        StartDate: '2026-04-08',
        EndDate: '2026-04-14',
      },
    });
    const hidden = await org.build('cal', 'status private', { hidden: true, statuses: [[1, 1]] });
    const hiddenStatus = (await org.get('cal', `/api/Goal/${hidden.id}`)).json().GoalStatuses[0].Id;
    expect((await org.get('dee', `/api/Goal/goalstatus/${hiddenStatus}`)).statusCode).toBe(404);
    expect((await org.get('mia', `/api/Goal/goalstatus/${hiddenStatus}`)).statusCode).toBe(200);
    expect((await other.get('ceo', `/api/Goal/goalstatus/${week2.Id}`)).statusCode).toBe(404);
    expect((await org.get('cal', '/api/Goal/goalstatus/999999')).statusCode).toBe(404);
  });
});
