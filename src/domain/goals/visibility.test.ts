import { describe, expect, it } from 'vitest';
import type { GoalState } from './states';
import { canSeeGoal, relationOf, type GoalSeer } from './visibility';

const seer = (over: Partial<GoalSeer> = {}): GoalSeer => ({
  userId: 1,
  roleName: 'contributor',
  isAdmin: false,
  isGoalManager: false,
  ...over,
});
const goal = (over: Partial<Parameters<typeof canSeeGoal>[1]> = {}) => ({
  state: 'approved' as GoalState,
  hidden: false,
  ownerId: 9,
  ownerIsCeo: false,
  ownerParentId: 8,
  ownerUnderViewer: false,
  inViewerCascade: false,
  ...over,
});

describe('relationOf', () => {
  it.each([
    [{ id: 1, parentId: 8, underViewer: false }, 'self'],
    [{ id: 9, parentId: 1, underViewer: true }, 'manager'],
    [{ id: 9, parentId: 5, underViewer: true }, 'ancestor'],
    [{ id: 9, parentId: 5, underViewer: false }, 'other'],
  ] as const)('owner %o is %s to viewer 1', (owner, relation) => {
    expect(relationOf({ userId: 1 }, owner)).toBe(relation);
  });
});

describe('canSeeGoal', () => {
  it.each([
    ['a colleague sees a published goal', seer(), goal(), true],
    ['a colleague does not see a draft', seer(), goal({ state: 'draft' }), false],
    ['a colleague does not see a goal in review', seer(), goal({ state: 'review' }), false],
    ['a colleague does not see a private goal', seer(), goal({ hidden: true }), false],
    ['the owner sees their private draft', seer({ userId: 9 }), goal({ state: 'draft', hidden: true }), true],
    ['the manager sees a private draft', seer({ userId: 8 }), goal({ state: 'draft', hidden: true }), true],
    ['someone higher up sees a private draft', seer(), goal({ state: 'draft', hidden: true, ownerUnderViewer: true }), true],
    ['an admin sees a private draft', seer({ isAdmin: true }), goal({ state: 'draft', hidden: true }), true],
    [
      'a goal manager sees a private goal of their cascade',
      seer({ isGoalManager: true }),
      goal({ hidden: true, inViewerCascade: true }),
      true,
    ],
    ['a goal manager does not see a private goal outside it', seer({ isGoalManager: true }), goal({ hidden: true }), false],
    ['an observer sees a published company goal', seer({ roleName: 'observer' }), goal({ ownerIsCeo: true }), true],
    ['an observer does not see a private company goal', seer({ roleName: 'observer' }), goal({ ownerIsCeo: true, hidden: true }), false],
    ['an observer does not see another published goal', seer({ roleName: 'observer' }), goal(), false],
    ['an observer does not see a company draft', seer({ roleName: 'observer' }), goal({ ownerIsCeo: true, state: 'draft' }), false],
  ])('%s', (_case, viewer, g, visible) => {
    expect(canSeeGoal(viewer, g)).toBe(visible);
  });
});
