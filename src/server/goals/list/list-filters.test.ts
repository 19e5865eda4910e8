import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../../contract/goals';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { GoalBlueprint } from '../goal-factory';
import { givenListOrg, titlesOf, type ListOrg, type Who } from '../../testing/goal-list-fixtures';

let t: TestApp;
let org: ListOrg;
const ids = new Map<string, number>();
const weeks = (n: number, l: number, q: number) => Array.from({ length: n }, () => [l, q] as [number, number]);

// Dee's goals as her manager Mia sees them (plus one CEO goal), in the current quarter, week 8.
beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
  const parent = await org.build('mia', 'parent of aligned');
  const goals: [Who, string, Partial<GoalBlueprint>][] = [
    ['dee', 'flt steady', { statuses: weeks(8, 2, 2) }],
    [
      'dee',
      'flt down',
      {
        statuses: [
          [3, 2],
          [2, 3],
        ],
      },
    ], // likelihood -1, quality +1 at week 2
    [
      'dee',
      'flt up',
      {
        statuses: [
          [1, 1],
          [2, 0],
        ],
      },
    ], // likelihood +1, quality -1
    ['dee', 'flt in review', { state: 'review' }],
    ['dee', 'flt aligned', { parentId: parent.id, statuses: weeks(8, 4, 4) }],
    ['dee', 'flt private', { hidden: true, statuses: weeks(8, 3, 3) }],
    ['dee', 'flt edit', { statuses: weeks(8, 2, 2) }],
    ['dee', 'flt shelving', { state: 'shelving_in_review' }],
    [
      'dee',
      'flt finalized',
      {
        state: 'finalized',
        statuses: [
          [3, 3],
          [1, 1],
        ],
      },
    ],
    ['ceo', 'flt ceo', { statuses: weeks(8, 4, 4) }],
  ];
  for (const [owner, title, over] of goals) ids.set(title, (await org.build(owner, title, over)).id);
  await org.addEdit(ids.get('flt edit')!, 'review', 'dee');
  await org.follow(ids.get('flt steady')!, 'mia');
  await org.follow(ids.get('flt ceo')!, 'cal');
});
afterAll(() => t.close());

const list = async (filter: Record<string, unknown>) => {
  const res = await org.list('mia', {
    GoalSelectFilter: 'MyGoals',
    Users: [org.ids.dee, org.ids.ceo],
    Title: 'flt',
    PageSize: 100,
    ...filter,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Goal[];
    goalEdits: { GoalId: number; State: string }[];
    pendingEdits: number[];
    followed: number[];
    count: number;
  };
};
const ALL = [
  'flt aligned',
  'flt ceo',
  'flt down',
  'flt edit',
  'flt finalized',
  'flt in review',
  'flt private',
  'flt shelving',
  'flt steady',
  'flt up',
];
const except = (...out: string[]) => ALL.filter((x) => !out.includes(x));

describe('POST /api/Goal/goals filters', () => {
  it('lists all ten without a filter, with the open edits, pending edits and follows of the listed goals', async () => {
    const res = await list({});
    expect(titlesOf(res.data)).toEqual(ALL);
    expect(res.count).toBe(10);
    expect(res.goalEdits).toEqual([expect.objectContaining({ GoalId: ids.get('flt edit'), State: 'review' })]);
    expect(res.pendingEdits).toEqual([ids.get('flt edit')]);
    expect(res.followed).toEqual([ids.get('flt steady')]);
  });

  it.each([
    [{ GoalStates: ['shilving_in_review'] }, ['flt shelving']],
    [{ GoalStates: ['review', 'finalized'] }, ['flt finalized', 'flt in review']],
    [{ Aligned: true }, ['flt aligned']],
    [{ Unaligned: true }, except('flt aligned', 'flt ceo')],
    [{ TopLevelGoals: true }, except('flt aligned')],
    [{ NeedsUpdate: true }, ['flt down', 'flt shelving', 'flt up']],
    [{ NeedsReview: true }, ['flt edit', 'flt in review', 'flt shelving']],
    [{ TrendingUp: true }, ['flt up']],
    [{ TrendingDown: true }, ['flt down', 'flt finalized']],
    [{ QTrendingUp: true }, ['flt down']],
    [{ QTrendingDown: true }, ['flt finalized', 'flt up']],
    [{ Likelihood: [2] }, ['flt down', 'flt edit', 'flt steady', 'flt up']],
    [{ Likelihood: [0, 1] }, ['flt finalized']],
    [{ Quality: [0, 4] }, ['flt aligned', 'flt ceo', 'flt up']],
    [{ FollowedGoals: true }, ['flt steady']],
    [{ ExcludePrivate: true }, except('flt private')],
    [{ Title: 'FLT U' }, ['flt up']],
    [{ Title: 'flt%' }, []],
    [{ Title: 'flt_up' }, []],
    [{ NeedsUpdate: true, TrendingDown: true }, ['flt down']],
  ])('%j keeps exactly %j', async (filter, expected) => {
    const res = await list(filter);
    expect(titlesOf(res.data)).toEqual(expected);
    expect(res.count).toBe(expected.length);
  });

  // Each filter means what the domain function of the same name means: compare with the flags on the wire.
  it.each([
    ['NeedsUpdate', (g: Goal) => g.IsNeedsUpdate],
    ['NeedsReview', (g: Goal) => g.Badges.includes('Needs Review')],
    ['TrendingUp', (g: Goal) => (g.MostRecentGoalStatus?.LikelihoodDelta ?? 0) > 0],
    ['TrendingDown', (g: Goal) => (g.MostRecentGoalStatus?.LikelihoodDelta ?? 0) < 0],
    ['QTrendingUp', (g: Goal) => (g.MostRecentGoalStatus?.QualityDelta ?? 0) > 0],
    ['QTrendingDown', (g: Goal) => (g.MostRecentGoalStatus?.QualityDelta ?? 0) < 0],
    ['FollowedGoals', (g: Goal) => g.IsFollowed],
    ['Aligned', (g: Goal) => g.ParentId !== null],
    ['ExcludePrivate', (g: Goal) => !g.Hidden],
  ] as const)('%s keeps the goals whose domain flag is set, and only them', async (name, flag) => {
    const all = (await list({})).data;
    const kept = titlesOf((await list({ [name]: true })).data);
    expect(kept).toEqual(titlesOf(all.filter(flag)));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
  });

  it('judges Needs Review for the viewer: the owner does not review their own goal, a goal admin reviews anyone’s', async () => {
    const byDee = await org.list('dee', { GoalSelectFilter: 'MyGoals', Title: 'flt', NeedsReview: true });
    expect(byDee.json().data).toEqual([]);
    const byGina = await org.list('gina', {
      GoalSelectFilter: 'MyGoals',
      Users: [org.ids.dee],
      Title: 'flt',
      NeedsReview: true,
    });
    expect(titlesOf(byGina.json().data)).toEqual(['flt edit', 'flt in review', 'flt shelving']);
  });

  it('counts follows per viewer', async () => {
    const byCal = await org.list('cal', {
      GoalSelectFilter: 'CompanyGoals',
      Title: 'flt',
      FollowedGoals: true,
    });
    expect(byCal.json()).toMatchObject({ count: 1, followed: [ids.get('flt ceo')] });
  });
});
