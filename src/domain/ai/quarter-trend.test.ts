import { describe, expect, it } from 'vitest';
import { quarterTrend, trendSentence, type TrendWeek } from './quarter-trend';

const s = (week: number, likelihood: number, quality: number) => ({ week, likelihood, quality });

describe('quarterTrend', () => {
  it.each<[string, Parameters<typeof quarterTrend>[0], TrendWeek[]]>([
    ['no goals', [], []],
    ['goals without updates', [{ statuses: [] }, { statuses: [] }], []],
    // 0–4 on the wire reads 1–5: a 3 is a 4.
    ['one goal, one week', [{ statuses: [s(2, 3, 1)] }], [{ week: 2, likelihood: 4, quality: 2, goals: 1 }]],
    [
      'two goals: each week the mean of the updates given that week',
      [{ statuses: [s(1, 2, 2), s(2, 3, 3)] }, { statuses: [s(1, 3, 2), s(3, 0, 4)] }],
      [
        { week: 1, likelihood: 3.5, quality: 3, goals: 2 },
        { week: 2, likelihood: 4, quality: 4, goals: 1 },
        { week: 3, likelihood: 1, quality: 5, goals: 1 },
      ],
    ],
    [
      'thirds round to one decimal',
      [{ statuses: [s(4, 1, 1)] }, { statuses: [s(4, 1, 1)] }, { statuses: [s(4, 2, 2)] }],
      [{ week: 4, likelihood: 2.3, quality: 2.3, goals: 3 }],
    ],
    [
      'weeks come in order whatever order the goals give them',
      [{ statuses: [s(5, 2, 2), s(3, 2, 2)] }],
      [
        { week: 3, likelihood: 3, quality: 3, goals: 1 },
        { week: 5, likelihood: 3, quality: 3, goals: 1 },
      ],
    ],
  ])('%s', (_, goals, trend) => expect(quarterTrend(goals)).toEqual(trend));
});

describe('trendSentence', () => {
  it.each<[TrendWeek[], string]>([
    [[], 'No weekly updates this quarter.'],
    [[{ week: 3, likelihood: 4, quality: 3.5, goals: 2 }], 'Week 3 only: likelihood 4 and quality 3.5 of 5.'],
    [
      [
        { week: 1, likelihood: 3, quality: 3, goals: 2 },
        { week: 12, likelihood: 4.5, quality: 2, goals: 2 },
      ],
      "From week 1 to week 12, likelihood went from 3 to 4.5 and quality from 3 to 2 (of 5, the mean of each week's updates).",
    ],
  ])('%j reads %s', (trend, text) => expect(trendSentence(trend)).toBe(text));
});
