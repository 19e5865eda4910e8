import { describe, expect, it } from 'vitest';
import type { GoalState } from '../goals/states';
import { keyResultPermissions, seesCompanyProgress, type KeyResultGoal, type ProgressAsker } from './permissions';

const goal = (state: GoalState, over: Partial<KeyResultGoal> = {}): KeyResultGoal => ({
  state,
  mayEdit: false,
  mayUpdate: false,
  periodStarted: true,
  ...over,
});
const ME = 7;

describe("who may do what with a goal's key results", () => {
  it.each<[string, KeyResultGoal, number | null, { Change: boolean; CheckIn: boolean }]>([
    ['an editor of a draft sets them up', goal('draft', { mayEdit: true }), null, { Change: true, CheckIn: false }],
    ['an editor of a goal in review sets them up', goal('review', { mayEdit: true }), null, { Change: true, CheckIn: false }],
    [
      'an editor of an approved goal does not (the edit flow will)',
      goal('approved', { mayEdit: true }),
      null,
      { Change: false, CheckIn: false },
    ],
    ['someone who may not edit a draft does not', goal('draft'), null, { Change: false, CheckIn: false }],
    ['the owner giving weekly updates checks in', goal('approved', { mayUpdate: true }), null, { Change: false, CheckIn: true }],
    ["a key result's owner checks in on a tracked goal", goal('approved'), ME, { Change: false, CheckIn: true }],
    ["a key result's owner checks in while shelving is reviewed", goal('shelving_in_review'), ME, { Change: false, CheckIn: true }],
    [
      "a key result's owner waits for the quarter to begin",
      goal('approved', { periodStarted: false }),
      ME,
      { Change: false, CheckIn: false },
    ],
    ["a key result's owner does not check in on a draft", goal('draft'), ME, { Change: false, CheckIn: false }],
    ["a key result's owner does not check in on a finalized goal", goal('finalized'), ME, { Change: false, CheckIn: false }],
    ["someone else's key result is not mine to check in", goal('approved'), 8, { Change: false, CheckIn: false }],
  ])('%s', (_, g, owner, expected) => {
    expect(keyResultPermissions(g, ME, owner)).toEqual(expected);
  });
});

describe("who sees the share of the company's goals on track", () => {
  const asker = (roleName: string, flags: Partial<ProgressAsker> = {}): ProgressAsker => ({
    roleName,
    isOrgAdmin: false,
    isGoalAdmin: false,
    ...flags,
  });
  it.each<[string, ProgressAsker, boolean]>([
    ['the CEO', asker('ceo'), true],
    ['an org admin', asker('contributor', { isOrgAdmin: true }), true],
    ['a goal admin', asker('manager', { isGoalAdmin: true }), true],
    ['a manager', asker('manager'), false],
    ['a contributor', asker('contributor'), false],
    ['an observer, even an org admin', asker('observer', { isOrgAdmin: true }), false],
  ])('%s: %s', (_, a, sees) => {
    expect(seesCompanyProgress(a)).toBe(sees);
  });
});
