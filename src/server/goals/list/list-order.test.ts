import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../../contract/goals';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { GoalBlueprint } from '../goal-factory';
import { givenListOrg, sortedByDomain, type ListOrg, type Who } from '../../testing/goal-list-fixtures';

let t: TestApp;
let org: ListOrg;
const fresh = Array.from({ length: 8 }, () => [3, 3] as [number, number]);

// Built from the least to the most urgent, so that newest-first alone would give the wrong order.
beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
  const current: [Who, string, Partial<GoalBlueprint>][] = [
    ['mia', 'ord plain', { statuses: fresh }],
    ['dee', 'ord private', { hidden: true, statuses: fresh }],
    [
      'cal',
      'ord finalized worse',
      {
        state: 'finalized',
        statuses: [
          [3, 3],
          [2, 2],
        ],
      },
    ],
    ['mia', 'ord own edit', { statuses: fresh }],
    ['cal', 'ord stale', { statuses: [[2, 2]] }],
    ['cal', 'ord stale too', { statuses: [[2, 2]] }],
    ['cal', 'ord review', { state: 'review' }],
    ['mia', 'ord own review', { state: 'review' }],
    [
      'cal',
      'ord worse',
      {
        statuses: [
          [3, 3],
          [2, 3],
        ],
      },
    ],
    [
      'mia',
      'ord quality worse',
      {
        statuses: [
          [3, 3],
          [3, 2],
        ],
      },
    ],
  ];
  const past: [Who, string, Partial<GoalBlueprint>][] = [
    ['cal', 'ord past plain', { state: 'finalized', periodId: org.previous }],
    ['mia', 'ord past to finalize', { periodId: org.previous, statuses: fresh }],
    ['cal', 'ord past to finalize (cal)', { periodId: org.previous }],
    ['cal', 'ord past results', { state: 'results_in_review', periodId: org.previous }],
    [
      'mia',
      'ord past worse',
      {
        periodId: org.previous,
        statuses: [
          [4, 4],
          [1, 4],
        ],
      },
    ],
  ];
  for (const [owner, title, over] of [...current, ...past]) {
    const goal = await org.build(owner, title, over);
    if (title === 'ord own edit') await org.addEdit(goal.id, 'draft', 'mia');
  }
});
afterAll(() => t.close());

const listed = async (who: Who, filter: Record<string, unknown> = {}) => {
  const res = await org.list(who, {
    GoalSelectFilter: 'MyGoals',
    Users: [org.ids.mia, org.ids.cal, org.ids.dee],
    Title: 'ord',
    PageSize: 100,
    ...filter,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Goal[];
};
const priorities = (goals: Goal[]) => Object.fromEntries(goals.map((g) => [g.GoalDetail.Title, g.SortPriority]));

describe('POST /api/Goal/goals order', () => {
  it('gives Mia every sort priority the domain knows, over two quarters', async () => {
    expect(priorities(await listed('mia'))).toEqual({
      'ord worse': 1,
      'ord quality worse': 1,
      'ord review': 2,
      'ord stale': 3,
      'ord stale too': 3,
      'ord own edit': 5,
      'ord own review': 6,
      'ord plain': 6,
      'ord private': 6,
      'ord finalized worse': 6,
    });
    expect(priorities(await listed('mia', { PeriodId: org.previous }))).toEqual({
      'ord past worse': 1,
      'ord past results': 2,
      'ord past to finalize': 4,
      'ord past to finalize (cal)': 6,
      'ord past plain': 6,
    });
  });

  it.each(['mia', 'cal', 'vic', 'gina', 'ceo', 'dee'] as const)('orders %s’s list exactly as the domain sortPriority does', async (who) => {
    for (const PeriodId of [org.current, org.previous]) {
      const goals = await listed(who, { PeriodId });
      expect(goals.length).toBeGreaterThan(2);
      expect(goals.map((g) => g.GoalDetail.Title)).toEqual(sortedByDomain(goals).map((g) => g.GoalDetail.Title));
    }
  });

  it('keeps that order across pages', async () => {
    const whole = (await listed('mia')).map((g) => g.Id);
    const paged: number[] = [];
    for (let Page = 1; Page <= 4; Page++) {
      const res = (
        await org.list('mia', {
          GoalSelectFilter: 'MyGoals',
          Users: [org.ids.mia, org.ids.cal, org.ids.dee],
          Title: 'ord',
          Page,
          PageSize: 3,
        })
      ).json();
      expect(res.count).toBe(10);
      paged.push(...res.data.map((g: Goal) => g.Id));
    }
    expect(paged).toEqual(whole);
  });
});
