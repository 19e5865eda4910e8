import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalState } from '../../../../domain/goals/states';
import { parentGroups as groupsIn, scopesFor } from './parent-candidates';

const parentGroups = (lists: Parameters<typeof groupsIn>[0], rules: Parameters<typeof groupsIn>[1]) =>
  groupsIn(lists, rules, testTexts('goals'));

const goal = (Id: number, ParentId: number | null, ownerId: number, State: GoalState = 'approved') => ({
  Id,
  ParentId,
  State,
  GoalDetail: { Title: `Goal ${Id}` },
  User: { Id: ownerId, Name: `User ${ownerId}` },
});

describe('scopesFor', () => {
  it.each([
    ['ceo', ['MyGoals', 'MyDirectReports', 'CompanyGoals']],
    ['manager', ['MyGoals', 'MyDirectReports', 'CompanyGoals', 'MyManagerAndPeers']],
    ['contributor', ['MyGoals', 'CompanyGoals', 'MyManagerAndPeers']],
    ['observer', ['CompanyGoals']],
  ] as const)('%s', (role, scopes) => {
    expect(scopesFor(role)).toEqual(scopes);
  });
});

describe('parentGroups', () => {
  // 1 (CEO) ← 2 (viewer 5) ← 3 (user 6) ← 4 (user 7); 8 shelved; 9 another line.
  const company = [goal(1, null, 1), goal(8, null, 1, 'shelved')];
  const mine = [goal(2, 1, 5)];
  const reports = [goal(3, 2, 6), goal(4, 3, 7), goal(9, null, 6)];
  const lists = [
    { scope: 'MyGoals' as const, goals: mine },
    { scope: 'MyDirectReports' as const, goals: reports },
    { scope: 'CompanyGoals' as const, goals: company },
    { scope: 'MyManagerAndPeers' as const, goals: [] },
  ];
  const disabled = (groups: ReturnType<typeof parentGroups>) =>
    Object.fromEntries(groups.flatMap((g) => g.options).map((o) => [o.value, o.reason ?? null]));

  it('groups by scope, drops empty scopes and disables shelved goals', () => {
    const groups = parentGroups(lists, {});
    expect(groups.map((g) => g.label)).toEqual(['My Goals', 'My Direct Reports', 'Company Goals']);
    expect(disabled(groups)).toEqual({ 1: null, 2: null, 3: null, 4: null, 8: 'Shelved', 9: null });
  });

  it('disables the goal itself and every goal below it', () => {
    expect(disabled(parentGroups(lists, { goalId: 2 }))).toMatchObject({
      1: null,
      2: 'This goal',
      3: 'Aligned below this goal',
      4: 'Aligned below this goal',
      9: null,
    });
  });

  it('keeps a goal manager to their own goals and those below', () => {
    expect(disabled(parentGroups(lists, { cascadeOf: 5 }))).toEqual({
      1: 'Not below your goals',
      2: null,
      3: null,
      4: null,
      8: 'Shelved',
      9: 'Not below your goals',
    });
  });

  it('marks the current parent', () => {
    expect(disabled(parentGroups(lists, { goalId: 3, currentParentId: 2 }))).toMatchObject({
      1: null,
      2: 'Current parent',
      3: 'This goal',
      4: 'Aligned below this goal',
    });
  });

  it('lists a goal once, in its first scope', () => {
    const groups = parentGroups(
      [
        { scope: 'MyGoals', goals: company },
        { scope: 'CompanyGoals', goals: company },
      ],
      {},
    );
    expect(groups.map((g) => g.scope)).toEqual(['MyGoals']);
  });

  it('survives a loop in the parent chain', () => {
    expect(disabled(parentGroups([{ scope: 'MyGoals', goals: [goal(1, 2, 1), goal(2, 1, 1)] }], { goalId: 3 }))).toEqual({
      1: null,
      2: null,
    });
  });
});
