import { describe, expect, it } from 'vitest';
import type { PeriodListEntry } from '../../../../contract/periods';
import { copyQuarterChoices, copySelectable, refusalsByTitle } from './copy-selection';

describe('copySelectable', () => {
  const mine = { User: { Id: 7 } } as const;
  const theirs = { User: { Id: 8 } } as const;
  it.each([
    ['my own goal in My goals', 'MyGoals', 'contributor', mine, true],
    ['someone else’s goal in My goals', 'MyGoals', 'manager', theirs, false],
    ['a report’s goal in the team view', 'MyDirectReports', 'manager', theirs, true],
    ['a company goal', 'CompanyGoals', 'ceo', theirs, false],
    ['my own goal among my manager and peers', 'MyManagerAndPeers', 'contributor', mine, false],
    ['anything for an observer', 'MyGoals', 'observer', mine, false],
  ] as const)('%s: %s', (_, scope, role, goal, selectable) => {
    expect(copySelectable({ scope, role, viewerId: 7, goal: goal as never })).toBe(selectable);
  });
});

describe('copyQuarterChoices', () => {
  const period = (Id: number, Index: number, IsCurrent = false): PeriodListEntry => ({
    Id,
    Index,
    IsCurrent,
    Quarter: ((Index + 1) % 4) + 1,
    Year: 2026,
    StartDate: '',
    EndDate: '',
  });
  // Q1 past (10), Q2 current (11), then 12…17: goals are set from 11 to 15.
  const periods = [period(10, 0), period(11, 1, true), period(12, 2), period(13, 3), period(14, 4), period(15, 5), period(16, 6)];
  it.each([
    ['goals of the current quarter: the next first', [11], [12, 13, 14, 15]],
    ['goals of two quarters: after the later one', [11, 13], [14, 15]],
    ['a goal of the past quarter: every open one from the current', [10], [11, 12, 13, 14, 15]],
    ['a goal of the last open quarter: none', [15], []],
  ])('%s', (_, goalPeriods, choices) => {
    expect(copyQuarterChoices(periods, goalPeriods).map((p) => p.Id)).toEqual(choices);
  });
});

describe('refusalsByTitle', () => {
  it.each([
    [
      'names a refused goal by its title',
      [{ Field: 'GoalIds.0', GoalId: 3, Message: 'Goal not found.' }],
      [{ goalId: 3, title: 'Grow', reason: 'Goal not found.' }],
    ],
    ['a goal not selected has no title', [{ Field: 'GoalIds.0', GoalId: 9, Message: 'x' }], [{ goalId: 9, title: null, reason: 'x' }]],
    ['an error of another field names no goal', [{ Field: 'ToPeriodId', Message: 'y' }], [{ goalId: null, title: null, reason: 'y' }]],
    ['no errors', undefined, []],
  ])('%s', (_, errors, lines) => {
    expect(refusalsByTitle(errors, new Map([[3, { GoalDetail: { Title: 'Grow', Measurement: '', Description: null } }]]))).toEqual(lines);
  });
});
