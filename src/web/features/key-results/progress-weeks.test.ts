import { describe, expect, it } from 'vitest';
import { chartTop, weekPoints } from './progress-weeks';

const week = (Progress: number | null, i: number) => ({
  WeekId: 100 + i,
  StartDate: `2026-10-0${i + 1}`,
  Progress,
  Expected: i * 10,
  Likelihood: i === 0 ? 3 : null,
  Quality: null,
});

describe('the weeks of a goal’s progress', () => {
  it('numbers the weeks of the quarter from 1 and keeps what is not there yet as nothing', () => {
    expect(weekPoints({ Progress: 12, Expected: 15, Weeks: [week(5, 0), week(null, 1)] })).toEqual([
      { week: 1, startDate: '2026-10-01', progress: 5, expected: 0, likelihood: 3, quality: null },
      { week: 2, startDate: '2026-10-02', progress: null, expected: 10, likelihood: null, quality: null },
    ]);
  });

  it.each<[(number | null)[], number]>([
    [[], 100],
    [[null, 40], 100],
    [[100], 100],
    [[101], 110],
    [[40, 152.5], 160],
  ])('the chart of %j reaches %d', (progress, top) => {
    expect(
      chartTop(progress.map((p, i) => ({ week: i + 1, startDate: '', progress: p, expected: 0, likelihood: null, quality: null }))),
    ).toBe(top);
  });
});
