import { describe, expect, it } from 'vitest';
import type { GoalState } from '../goals/states';
import { goalFacts, missedWeeks, summaryFacts, type QuarterGoal, type WeeklyStatus } from './summary-facts';

const goal = (over: Partial<QuarterGoal> = {}): QuarterGoal => ({
  id: 1,
  title: 'Launch the partner portal',
  state: 'approved',
  isFinalized: false,
  achieved: null,
  statuses: [],
  lateUpdates: 0,
  ...over,
});
const weeks = (...pairs: [number, number][]): WeeklyStatus[] =>
  pairs.map(([likelihood, quality], i) => ({ week: i + 1, likelihood, quality }));

describe('goalFacts', () => {
  it.each([
    // latest likelihood, state, achieved, at risk
    [1, 'approved', null, true],
    [0, 'finalized', false, true],
    [2, 'approved', null, false],
    [1, 'shelved', null, false],
    [1, 'finalized', true, false],
  ] as const)('latest likelihood %i, %s, achieved %s → at risk %s', (likelihood, state, achieved, atRisk) => {
    expect(goalFacts(goal({ state, achieved, statuses: weeks([3, 3], [likelihood, 2]) })).atRisk).toBe(atRisk);
  });

  it('is not at risk without an update', () => {
    expect(goalFacts(goal()).atRisk).toBe(false);
  });

  it.each([
    [
      [
        [1, 2],
        [3, 2],
      ],
      { direction: 'up', first: 1, last: 3 },
      { direction: 'flat', first: 2, last: 2 },
    ],
    [
      [
        [4, 4],
        [2, 3],
        [4, 1],
      ],
      { direction: 'flat', first: 4, last: 4 },
      { direction: 'down', first: 4, last: 1 },
    ],
    [[[2, 2]], null, null],
    [[], null, null],
  ] as const)('statuses %j: likelihood %j, quality %j', (pairs, likelihood, quality) => {
    const facts = goalFacts(goal({ statuses: weeks(...(pairs as unknown as [number, number][])) }));
    expect(facts.likelihood).toEqual(likelihood);
    expect(facts.quality).toEqual(quality);
    expect(facts.updates).toBe(pairs.length);
  });

  it('reads statuses in week order whatever order they come in', () => {
    const facts = goalFacts(
      goal({
        statuses: [
          { week: 5, likelihood: 4, quality: 4 },
          { week: 2, likelihood: 1, quality: 1 },
        ],
      }),
    );
    expect(facts.latest).toEqual({ week: 5, likelihood: 4, quality: 4 });
    expect(facts.likelihood).toEqual({ direction: 'up', first: 1, last: 4 });
  });

  it('keeps the two most telling check-in sentences, with the goal they belong to', () => {
    const facts = goalFacts(
      goal({
        statuses: [
          { week: 1, likelihood: 3, quality: 3, comment: 'Kicked off with the agency this week.' },
          { week: 2, likelihood: 3, quality: 3, comment: 'Still talking to the agency about scope.' },
          { week: 3, likelihood: 1, quality: 2, comment: 'The vendor slipped 3 weeks, so launch is at risk.' },
        ],
      }),
    );
    expect(facts.comments.map((c) => [c.goalId, c.goalTitle, c.week])).toEqual([
      [1, 'Launch the partner portal', 3],
      [1, 'Launch the partner portal', 2],
    ]);
  });
});

describe('summaryFacts', () => {
  const quarter: QuarterGoal[] = [
    goal({ id: 1, state: 'finalized', isFinalized: true, achieved: true, statuses: weeks([2, 2], [4, 3]), lateUpdates: 1 }),
    goal({
      id: 2,
      title: 'Hire',
      state: 'results_in_review',
      isFinalized: true,
      achieved: false,
      statuses: weeks([3, 3], [1, 2]),
      lateUpdates: 2,
    }),
    goal({ id: 3, title: 'Handbook', state: 'shelved', statuses: weeks([1, 1]) }),
    goal({ id: 4, title: 'Audit', state: 'approved', statuses: weeks([2, 2], [2, 2], [1, 3]) }),
  ];

  it('counts goals per state (every state, zeros too), results, risk and late updates', () => {
    const f = summaryFacts(quarter);
    expect(f.goalCount).toBe(4);
    expect(f.byState).toEqual({ draft: 0, review: 0, approved: 1, shelving_in_review: 0, shelved: 1, results_in_review: 1, finalized: 1 });
    expect([f.finalized, f.achieved, f.notAchieved]).toEqual([2, 1, 1]);
    expect(f.atRisk).toEqual([
      { id: 2, title: 'Hire', likelihood: 1 },
      { id: 4, title: 'Audit', likelihood: 1 },
    ]);
    expect(f.late).toEqual({ goals: 2, weeks: 3 });
  });

  it('averages the first and last values of goals with two or more updates', () => {
    const f = summaryFacts(quarter);
    // likelihood: first (2 + 3 + 2) / 3 = 2.3, last (4 + 1 + 1) / 3 = 2; quality: first (2 + 3 + 2) / 3 = 2.3, last (3 + 2 + 3) / 3 = 2.7
    expect(f.likelihood).toEqual({ direction: 'down', first: 2.3, last: 2, goals: 3, up: 1, down: 2, flat: 0 });
    expect(f.quality).toEqual({ direction: 'up', first: 2.3, last: 2.7, goals: 3, up: 2, down: 1, flat: 0 });
  });

  it('has no trend, risk or comments for a quarter without updates, and no goals for an empty one', () => {
    const f = summaryFacts([goal()]);
    expect([f.likelihood, f.quality, f.atRisk, f.comments]).toEqual([null, null, [], []]);
    expect(summaryFacts([]).goalCount).toBe(0);
  });

  it('picks at most three comments for the quarter, one per goal', () => {
    const withComments = [1, 2, 3, 4].map((id) =>
      goal({
        id,
        statuses: [
          { week: 1, likelihood: 2, quality: 2, comment: `Goal ${id} grew 10% after the launch this week.` },
          { week: 2, likelihood: 2, quality: 2, comment: `Goal ${id} kept the same pace as last week overall.` },
        ],
      }),
    );
    const f = summaryFacts(withComments);
    expect(f.comments).toHaveLength(3);
    expect(new Set(f.comments.map((c) => c.goalId)).size).toBe(3);
    expect(f.goals[0]?.comments).toHaveLength(2);
  });

  it('is deterministic', () => {
    expect(summaryFacts(quarter)).toEqual(summaryFacts(quarter));
  });

  it('reads a quarter of 500 goals with 13 weekly statuses each in well under the bound', () => {
    const states: GoalState[] = ['approved', 'finalized', 'results_in_review', 'shelved'];
    const big = Array.from({ length: 500 }, (_, i) =>
      goal({
        id: i,
        title: `Goal ${i}`,
        state: states[i % states.length],
        isFinalized: i % 2 === 1,
        achieved: i % 3 === 0 ? null : i % 3 === 1,
        lateUpdates: i % 4,
        statuses: Array.from({ length: 13 }, (_, w) => ({
          week: w + 1,
          likelihood: (i + w) % 5,
          quality: (i * w) % 5,
          comment: `Week ${w + 1}: shipped ${w} of 13 milestones. The vendor slipped again, so we are behind plan on goal ${i}.`,
        })),
      }),
    );
    const started = performance.now();
    const f = summaryFacts(big);
    const took = performance.now() - started;
    expect(f.goalCount).toBe(500);
    expect(f.comments).toHaveLength(3);
    expect(took).toBeLessThan(500);
  });
});

describe('missedWeeks', () => {
  it.each([
    ['an approved goal updated every week', 'approved', [1, 2, 3, 4], 4, 0],
    ['an approved goal never updated', 'approved', [], 13, 13],
    ['a finalized goal with two gaps after its first update', 'finalized', [2, 3, 6], 6, 2],
    ['weeks before the first update are not counted', 'approved', [5, 6], 6, 0],
    ['a draft owes nothing', 'draft', [], 13, 0],
    ['a shelved goal owes nothing', 'shelved', [1], 13, 0],
  ] as const)('%s', (_name, state, weeks, count, missed) => {
    expect(missedWeeks(state, weeks, count)).toBe(missed);
  });
});
