import type { RoleName } from '../roles';
import type { Relation } from './permissions';
import type { GoalState } from './states';

/** The viewer's relation to a goal's owner; `underViewer`: the owner is somewhere below the viewer. */
export function relationOf(viewer: { userId: number }, owner: { id: number; parentId: number | null; underViewer: boolean }): Relation {
  if (owner.id === viewer.userId) return 'self';
  if (owner.parentId === viewer.userId) return 'manager';
  if (owner.underViewer) return 'ancestor';
  return 'other';
}

/** What of a viewer the visibility rule reads: a notification's recipient is one too. */
export type GoalSeer = { userId: number; roleName: RoleName; isAdmin: boolean; isGoalManager: boolean };

const NOT_YET_PUBLIC: readonly GoalState[] = ['draft', 'review'];

/**
 * Who sees a goal: observers only published company goals; the owner, everyone above them and admins
 * see everything; a goal manager sees goals cascaded from theirs; others see published, non-private goals.
 */
export function canSeeGoal(
  viewer: GoalSeer,
  goal: {
    state: GoalState;
    hidden: boolean;
    ownerId: number;
    ownerIsCeo: boolean;
    ownerParentId: number | null;
    ownerUnderViewer: boolean;
    inViewerCascade: boolean;
  },
): boolean {
  const published = !NOT_YET_PUBLIC.includes(goal.state);
  if (viewer.roleName === 'observer') return goal.ownerIsCeo && published && !goal.hidden;
  if (
    viewer.isAdmin ||
    relationOf(viewer, { id: goal.ownerId, parentId: goal.ownerParentId, underViewer: goal.ownerUnderViewer }) !== 'other'
  )
    return true;
  if (viewer.isGoalManager && goal.inViewerCascade) return true;
  return published && !goal.hidden;
}
