import { describe, expect, it } from 'vitest';
import {
  expectedProgress,
  goalProgress,
  keyResultProgress,
  measureProblem,
  progressStanding,
  type Measure,
  type ProgressStanding,
} from './progress';

const m = (kind: Measure['kind'], direction: Measure['direction'], start: number, target: number, current: number): Measure => ({
  kind,
  direction,
  start,
  target,
  current,
});

describe("a key result's progress", () => {
  it.each<[string, Measure, number]>([
    ['increase, at the start', m('number', 'increase', 10, 20, 10), 0],
    ['increase, a third of the way', m('number', 'increase', 0, 30, 10), 33.3],
    ['increase, at the target', m('percent', 'increase', 40, 60, 60), 100],
    ['increase, past the target', m('currency', 'increase', 0, 1000, 1500), 150],
    ['increase, below the start', m('number', 'increase', 10, 20, 5), 0],
    ['decrease, half of the way', m('number', 'decrease', 100, 50, 75), 50],
    ['decrease, past the target', m('percent', 'decrease', 10, 5, 2.5), 150],
    ['decrease, above the start', m('number', 'decrease', 100, 50, 120), 0],
    ['at least, held', m('number', 'atLeast', 0, 95, 95), 100],
    ['at least, missed', m('percent', 'atLeast', 0, 95, 94.9), 0],
    ['at most, held', m('number', 'atMost', 0, 3, 2), 100],
    ['at most, missed', m('number', 'atMost', 0, 3, 4), 0],
    ['a milestone not done', m('milestone', 'increase', 0, 1, 0), 0],
    ['a milestone done', m('milestone', 'increase', 0, 1, 1), 100],
  ])('%s', (_, measure, progress) => {
    expect(keyResultProgress(measure)).toBe(progress);
  });
});

describe("a goal's progress", () => {
  it.each<[string, { progress: number | null; weight: number }[], number | null]>([
    ['no key results: none, not 0 %', [], null],
    ['one key result', [{ progress: 40, weight: 1 }], 40],
    [
      'the plain mean of equal weights',
      [
        { progress: 0, weight: 1 },
        { progress: 100, weight: 1 },
        { progress: 50, weight: 1 },
      ],
      50,
    ],
    [
      'the weighted mean',
      [
        { progress: 100, weight: 3 },
        { progress: 0, weight: 1 },
      ],
      75,
    ],
    [
      'past 100 counts as it is',
      [
        { progress: 150, weight: 1 },
        { progress: 50, weight: 1 },
      ],
      100,
    ],
    [
      'a child goal without progress does not count',
      [
        { progress: 60, weight: 1 },
        { progress: null, weight: 1 },
      ],
      60,
    ],
    ['only children without progress: none', [{ progress: null, weight: 1 }], null],
    [
      'a part weighing nothing does not count',
      [
        { progress: 20, weight: 1 },
        { progress: 90, weight: 0 },
      ],
      20,
    ],
    [
      'rounded to one decimal',
      [
        { progress: 100, weight: 1 },
        { progress: 0, weight: 2 },
      ],
      33.3,
    ],
  ])('%s', (_, parts, progress) => {
    expect(goalProgress(parts)).toBe(progress);
  });
});

describe('the progress expected by a day of the quarter: a straight line over its 91 days', () => {
  it.each([
    ['2026-09-30', 0],
    ['2026-10-01', 0],
    ['2026-11-15', 49.5],
    ['2026-12-31', 100],
    ['2027-01-05', 100],
  ])('on %s: %s %%', (day, expected) => {
    expect(expectedProgress(day, '2026-10-01', '2026-12-31')).toBe(expected);
  });

  it('a quarter of one day is all or nothing', () => {
    expect([
      expectedProgress('2026-10-01', '2026-10-01', '2026-10-01'),
      expectedProgress('2026-09-30', '2026-10-01', '2026-10-01'),
    ]).toEqual([100, 0]);
  });
});

describe("what is wrong with a key result's numbers", () => {
  const base = { kind: 'number', direction: 'increase', start: 0, target: 10, current: 0, currency: null, weight: 1 } as const;
  it.each<[string, Partial<Parameters<typeof measureProblem>[0]>, ReturnType<typeof measureProblem>]>([
    ['nothing', {}, null],
    ['an amount without its currency', { kind: 'currency' }, { field: 'Currency', message: 'Choose the currency of the amounts.' }],
    ['an amount with its currency', { kind: 'currency', currency: 'EUR' }, null],
    [
      'an increase to a target below its start',
      { target: -1 },
      { field: 'Target', message: 'To increase, the target must be above the start.' },
    ],
    ['an increase to its start', { target: 0 }, { field: 'Target', message: 'To increase, the target must be above the start.' }],
    [
      'a decrease to a target above its start',
      { direction: 'decrease' },
      { field: 'Target', message: 'To decrease, the target must be below the start.' },
    ],
    ['a decrease to a target below its start', { direction: 'decrease', start: 10, target: 0 }, null],
    ['at least any target', { direction: 'atLeast', target: -5 }, null],
    ['a milestone, whatever its numbers', { kind: 'milestone', target: 0 }, null],
    ['a weight of 0', { weight: 0 }, { field: 'Weight', message: 'The weight must be above 0.' }],
  ])('%s', (_, change, problem) => {
    expect(measureProblem({ ...base, ...change })).toEqual(problem);
  });
});

describe('how a progress stands against the expected line', () => {
  it.each<[number, number, ProgressStanding]>([
    [0, 0, 'onTrack'],
    [10, 0, 'onTrack'],
    [50, 50, 'onTrack'],
    [120, 100, 'onTrack'],
    [49.9, 50, 'behind'],
    [40, 60, 'behind'],
    [39.9, 60, 'atRisk'],
    [0, 30, 'atRisk'],
  ])('progress %s against %s expected: %s', (progress, expected, standing) => {
    expect(progressStanding(progress, expected)).toBe(standing);
  });
});
