import { describe, expect, it } from 'vitest';
import type { GoalState } from '../goals/states';
import { keyResultPermissions, seesCompanyProgress, type KeyResultGoal, type ProgressAsker } from './permissions';

const goal = (state: GoalState, over: Partial<KeyResultGoal> = {}): KeyResultGoal => ({
  state,
  mayEdit: false,
  mayUpdate: false,
  periodStarted: true,
  proposesEdits: false,
  ...over,
});
const ME = 7;

describe("who may do what with a goal's key results", () => {
  type Allowed = { Change: boolean; Propose: boolean; CheckIn: boolean };
  const none: Allowed = { Change: false, Propose: false, CheckIn: false };
  it.each<[string, KeyResultGoal, number | null, Allowed]>([
    ['an editor of a draft sets them up', goal('draft', { mayEdit: true }), null, { ...none, Change: true }],
    ['an editor of a goal in review sets them up', goal('review', { mayEdit: true }), null, { ...none, Change: true }],
    [
      'an editor who decides for the owner changes an approved goal at once',
      goal('approved', { mayEdit: true }),
      null,
      { ...none, Change: true },
    ],
    [
      'the owner of an approved goal with a manager proposes a change',
      goal('approved', { mayEdit: true, proposesEdits: true }),
      null,
      { ...none, Propose: true },
    ],
    [
      'the owner giving weekly updates proposes and checks in',
      goal('approved', { mayEdit: true, mayUpdate: true, proposesEdits: true }),
      null,
      { ...none, Propose: true, CheckIn: true },
    ],
    [
      'a proposer whose edits are in review (no Edit flag) waits',
      goal('approved', { proposesEdits: true, mayUpdate: true }),
      null,
      { ...none, CheckIn: true },
    ],
    ['nobody changes a finalized goal', goal('finalized', { mayEdit: true }), null, none],
    ['nobody changes a goal whose shelving is reviewed', goal('shelving_in_review', { mayEdit: true }), null, none],
    ['someone who may not edit a draft does not', goal('draft'), null, none],
    ['the owner giving weekly updates checks in', goal('approved', { mayUpdate: true }), null, { ...none, CheckIn: true }],
    ["a key result's owner checks in on a tracked goal", goal('approved'), ME, { ...none, CheckIn: true }],
    ["a key result's owner checks in while shelving is reviewed", goal('shelving_in_review'), ME, { ...none, CheckIn: true }],
    ["a key result's owner waits for the quarter to begin", goal('approved', { periodStarted: false }), ME, none],
    ["a key result's owner does not check in on a draft", goal('draft'), ME, none],
    ["a key result's owner does not check in on a finalized goal", goal('finalized'), ME, none],
    ["someone else's key result is not mine to check in", goal('approved'), 8, none],
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
