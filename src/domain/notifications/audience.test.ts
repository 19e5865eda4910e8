import { describe, expect, it } from 'vitest';
import { mayHear, type NoticeGoal, type Recipient } from './audience';

const recipient = (over: Partial<Recipient> = {}): Recipient => ({
  id: 3,
  roleName: 'contributor',
  isOrgAdmin: false,
  isGoalAdmin: false,
  isGoalManager: false,
  isHrAdmin: false,
  deactivated: false,
  aboveOwner: false,
  ownsCascade: false,
  ...over,
});
const goal: NoticeGoal = { state: 'approved', hidden: false, ownerId: 9, ownerParentId: 8, ownerIsCeo: false };
const privateGoal: NoticeGoal = { ...goal, hidden: true };

describe('mayHear', () => {
  it.each([
    ['a follower of a published goal', recipient(), goal, {}, true],
    ['a deactivated follower', recipient({ deactivated: true }), goal, {}, false],
    ['a colleague, of a private goal', recipient(), privateGoal, {}, false],
    ['the manager, of a private goal', recipient({ id: 8, aboveOwner: true }), privateGoal, {}, true],
    ['an HR admin, of a private goal', recipient({ isHrAdmin: true }), privateGoal, {}, true],
    ['a colleague, of an approval comment', recipient(), goal, { commentKind: 'StateTransition' }, false],
    ['the owner, of an approval comment', recipient({ id: 9 }), goal, { commentKind: 'StateTransition' }, true],
    ['the manager, of an approval comment', recipient({ id: 8, aboveOwner: true }), goal, { commentKind: 'StateTransition' }, true],
    ['a goal admin, of an approval comment', recipient({ isGoalAdmin: true }), goal, { commentKind: 'StateTransition' }, true],
    ['a colleague, of a weekly-update comment', recipient(), goal, { commentKind: 'GoalStatus' }, true],
  ])('%s → %s', (_case, r, g, notice, heard) => {
    expect(mayHear(r, g, { role: 'follower', ...notice })).toBe(heard);
  });
});
