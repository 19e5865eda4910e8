import { loadGoalFor } from '../read/goal-access';
import { recordTransition, updateGoalRow } from '../queries';
import { moveChildrenUp } from './structure-queries';
import type { ViewerWork } from '../viewer';

/**
 * Soft-deletes a goal. The goals aligned to it move up to its parent so the tree stays whole; the
 * deleted goal keeps its parent and records how many moved, which the parent shows as DeletedDescestors.
 */
export async function deleteGoal(w: ViewerWork, goalId: number): Promise<void> {
  const { viewer } = w;
  const view = await loadGoalFor(w.tx, viewer, goalId, 'Delete');
  const goal = view.row;
  const moved = await moveChildrenUp(w.tx, {
    tenantId: viewer.tenantId,
    fromParentId: goal.id,
    toParentId: goal.parentId,
    userId: viewer.userId,
    reason: 'parent deleted',
    at: w.now,
  });
  await updateGoalRow(w.tx, viewer.tenantId, goal.id, { deletedAt: w.now }, w.now);
  await recordTransition(w.tx, {
    tenantId: viewer.tenantId,
    goalId: goal.id,
    goalName: goal.title,
    userId: viewer.userId,
    fromState: goal.state,
    toState: 'deleted',
    meta: { MovedChildren: moved },
    at: w.now,
  });
  w.emit({ type: 'goal_deleted', goalId: goal.id, ownerId: goal.ownerId, data: { parentId: goal.parentId, movedChildren: moved } });
}
