import { describe, expect, it } from 'vitest';
import { type GoalListFacts, goalBadges, resultVerdict, sortPriority } from './badges';
import { isAtRisk, isLate, isWeekOpen, trendOf, weeksOld } from './weekly-status';

const CURRENT_WEEK = '2026-05-20';
const facts = (f: Partial<GoalListFacts> = {}): GoalListFacts => ({
  state: 'approved',
  viewerIsOwner: true,
  viewerIsReviewer: false,
  openEdit: null,
  periodEnded: false,
  periodCurrent: true,
  hasCurrentWeekStatus: true,
  latest: { weekStartDate: CURRENT_WEEK, likelihoodDelta: 0, qualityDelta: 0 },
  ownerResult: null,
  managerResult: null,
  currentWeekStart: CURRENT_WEEK,
  ...f,
});

describe('weekly status window (the current week and the two before it)', () => {
  it.each([
    ['2026-05-20', '2026-05-26', true],
    ['2026-05-13', '2026-05-19', true],
    ['2026-05-06', '2026-05-12', true],
    ['2026-04-29', '2026-05-05', false],
    ['2026-05-27', '2026-06-02', false],
  ])('week %s–%s open: %s', (startDate, endDate, open) => {
    expect(isWeekOpen({ startDate, endDate }, CURRENT_WEEK)).toBe(open);
  });
});

describe('status rules', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [4, false],
  ])('likelihood %i at risk: %s', (l, risk) => {
    expect(isAtRisk(l)).toBe(risk);
  });
  it.each([
    ['2026-05-20', 0, false],
    ['2026-05-13', 1, false],
    ['2026-05-06', 2, true],
    ['2026-04-01', 7, true],
  ])('status of week %s is %i weeks old, late: %s', (week, old, late) => {
    expect(weeksOld(week, CURRENT_WEEK)).toBe(old);
    expect(isLate(week, CURRENT_WEEK)).toBe(late);
  });
  it.each([
    [1, 'up'],
    [-2, 'down'],
    [0, 'flat'],
    [null, 'flat'],
  ] as const)('delta %s trends %s', (d, t) => {
    expect(trendOf(d)).toBe(t);
  });
});

describe('results verdict', () => {
  it.each([
    [{ completed: true, objectiveResult: null }, null, 'Achieved'],
    [{ completed: false, objectiveResult: null }, null, 'Not Achieved'],
    [{ completed: true, objectiveResult: null }, { completed: false, objectiveResult: null }, 'In Dispute'],
    [{ completed: false, objectiveResult: null }, { completed: false, objectiveResult: null }, 'Not Achieved'],
  ] as const)('%o and %o: %s', (owner, manager, verdict) => {
    expect(resultVerdict(owner, manager)).toBe(verdict);
  });
});

describe('badges', () => {
  it.each([
    [{ state: 'draft' }, ['Draft']],
    [{ state: 'review' }, ['Draft']],
    [{ state: 'shelved' }, ['Shelved']],
    [{ openEdit: 'draft' }, ['Pending edits']],
    [{ hasCurrentWeekStatus: false }, ['Needs Update']],
    [{ state: 'review', viewerIsOwner: false, viewerIsReviewer: true }, ['Draft', 'Needs Review']],
    [{ state: 'results_in_review', ownerResult: { completed: true, objectiveResult: null } }, ['Results in review (Achieved)']],
    [{ state: 'finalized' }, ['Finalized']],
    [
      { state: 'results_in_review', viewerIsOwner: false, viewerIsReviewer: true, ownerResult: { completed: true, objectiveResult: null } },
      ['Needs Review', 'Results in review (Achieved)'],
    ],
    [
      {
        state: 'results_in_review',
        viewerIsOwner: false,
        viewerIsReviewer: true,
        ownerResult: { completed: true, objectiveResult: null },
        managerResult: { completed: false, objectiveResult: null },
      },
      ['Results in review (In Dispute)'],
    ],
    [{ periodEnded: true, periodCurrent: false }, ['Needs Finalization']],
    [
      { periodEnded: true, periodCurrent: false, latest: { weekStartDate: '2026-03-25', likelihoodDelta: 0, qualityDelta: 0 } },
      ['Needs Finalization'],
    ],
    [
      { latest: { weekStartDate: '2026-05-06', likelihoodDelta: -1, qualityDelta: 0 }, hasCurrentWeekStatus: false },
      ['Needs Update', 'Status is 2 weeks old', 'Trending Down'],
    ],
  ] as [Partial<GoalListFacts>, string[]][])('%o shows %o', (f, badges) => {
    expect(goalBadges(facts(f))).toEqual(badges);
  });
});

describe('sort priority', () => {
  it.each([
    [{ latest: { weekStartDate: CURRENT_WEEK, likelihoodDelta: -1, qualityDelta: 0 } }, 1],
    [{ latest: { weekStartDate: CURRENT_WEEK, likelihoodDelta: 0, qualityDelta: -1 } }, 1],
    [{ state: 'finalized', latest: { weekStartDate: CURRENT_WEEK, likelihoodDelta: -1, qualityDelta: 0 } }, 6],
    [{ state: 'review', viewerIsOwner: false, viewerIsReviewer: true }, 2],
    [{ hasCurrentWeekStatus: false }, 3],
    [{ periodEnded: true, periodCurrent: false }, 4],
    [{ openEdit: 'draft' }, 5],
    [{ openEdit: 'draft', viewerIsOwner: false }, 6],
    [{}, 6],
  ] as [Partial<GoalListFacts>, number][])('%o → %i', (f, p) => {
    expect(sortPriority(facts(f))).toBe(p);
  });
});
