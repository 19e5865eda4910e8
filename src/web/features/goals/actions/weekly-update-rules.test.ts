import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalInfo } from '../../../../contract/goals';
import { defaultWeekId, openWeeks, valuesForWeek, weekLabel, weeklyUpdateBody, weeklyUpdateErrors } from './weekly-update-rules';

const t = testTexts('goalDetail');

type WeeklyState = GoalInfo['GoalWeeklyStates'][number];
const week = (n: number, isOpen: boolean, status?: { Likelihood: number; Quality: number }): WeeklyState => ({
  Week: {
    Id: 100 + n,
    Week: n,
    StartDate: `2026-04-${String(n * 7 - 1).padStart(2, '0')}`,
    EndDate: `2026-04-${String(n * 7 + 5).padStart(2, '0')}`,
  },
  IsOpen: isOpen,
  Status: status
    ? {
        Id: n,
        GoalId: 1,
        ...status,
        LikelihoodDelta: null,
        QualityDelta: null,
        CommentCount: 0,
        GoalPeriodWeek: { Id: 100 + n, Week: n, StartDate: '', EndDate: '' },
      }
    : null,
});
const states = [week(1, false), week(2, true, { Likelihood: 3, Quality: 2 }), week(3, true), week(4, false)];

describe('weekly update weeks', () => {
  it('offers only open weeks', () => {
    expect(openWeeks(states).map((s) => s.Week.Week)).toEqual([2, 3]);
  });

  it('defaults to the current week when open, else the latest open one', () => {
    expect(defaultWeekId(states, 102)).toBe(102);
    expect(defaultWeekId(states, 104)).toBe(103);
    expect(defaultWeekId(states, null)).toBe(103);
    expect(defaultWeekId([week(1, false)], 101)).toBeNull();
  });

  it('starts from the status already given for the week', () => {
    expect(valuesForWeek(states, 102)).toEqual({ WeekId: 102, Likelihood: 3, Quality: 2, Comment: '' });
    expect(valuesForWeek(states, 103)).toEqual({
      WeekId: 103,
      Likelihood: undefined,
      Quality: undefined,
      Comment: '',
    });
  });

  it('labels a week with its dates and marks the current one', () => {
    expect(weekLabel(states[1]!.Week, 102, t)).toBe('Week 2 · Apr 13 – Apr 19 (this week)');
    expect(weekLabel(states[2]!.Week, 102, t)).toBe('Week 3 · Apr 20 – Apr 26');
  });
});

describe('weekly update values', () => {
  it('needs likelihood and quality, not a comment', () => {
    expect(weeklyUpdateErrors({ WeekId: 1 }, t)).toEqual({
      Likelihood: 'Please select a likelihood.',
      Quality: 'Please select a quality.',
    });
    expect(weeklyUpdateErrors({ WeekId: 1, Likelihood: 0, Quality: 0 }, t)).toEqual({});
  });

  it('sends no empty comment', () => {
    expect(weeklyUpdateBody(9, { WeekId: 1, Likelihood: 4, Quality: 0, Comment: ' ' })).toEqual({
      Id: 9,
      WeekId: 1,
      Likelihood: 4,
      Quality: 0,
      Comment: undefined,
    });
  });
});
