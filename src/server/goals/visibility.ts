import type { Relation } from '../../domain/goals/permissions';
import type { GoalState } from '../../domain/goals/states';
import type { Viewer } from './viewer';

export function relationOf(viewer: Pick<Viewer, 'userId' | 'descendants'>, owner: { id: number; parentId: number | null }): Relation {
  if (owner.id === viewer.userId) return 'self';
  if (owner.parentId === viewer.userId) return 'manager';
  if (viewer.descendants.has(owner.id)) return 'ancestor';
  return 'other';
}

/** What of a viewer the visibility rule reads: a notification's recipient is one too. */
export type GoalSeer = Pick<Viewer, 'userId' | 'roleName' | 'isAdmin' | 'isGoalManager' | 'descendants'>;

const NOT_YET_PUBLIC: readonly GoalState[] = ['draft', 'review'];

/**
 * Who sees a goal: observers only published company goals; the owner, everyone above them and admins
 * see everything; a goal manager sees goals cascaded from theirs; others see published, non-private goals.
 */
export function canSeeGoal(
  viewer: GoalSeer,
  goal: { state: GoalState; hidden: boolean; ownerId: number; ownerIsCeo: boolean; ownerParentId: number | null; inViewerCascade: boolean },
): boolean {
  const published = !NOT_YET_PUBLIC.includes(goal.state);
  if (viewer.roleName === 'observer') return goal.ownerIsCeo && published && !goal.hidden;
  if (viewer.isAdmin || relationOf(viewer, { id: goal.ownerId, parentId: goal.ownerParentId }) !== 'other') return true;
  if (viewer.isGoalManager && goal.inViewerCascade) return true;
  return published && !goal.hidden;
}
