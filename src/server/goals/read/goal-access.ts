import { forbidden, notFound } from '../../errors';
import type { GoalPermission } from '../../../domain/goals/permissions';
import { loadGoalFacts } from './goal-facts';
import { viewGoal, type GoalView } from './goal-view';
import { findGoalRow } from '../queries';
import type { Viewer } from '../viewer';
import { pipelined, type Db } from '../../db/client';

export const GOAL_NOT_FOUND = 'Goal not found.';

/** The goal as the viewer sees it; 404 when it does not exist, is deleted, is another tenant's or is hidden. */
export async function loadGoalView(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView> {
  const view = await findGoalView(tx, viewer, goalId);
  if (!view?.visible) throw notFound(GOAL_NOT_FOUND);
  return view;
}

/** The goal's row and facts, asked for together (one round trip on a server); null when it does not exist. */
export async function findGoalView(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView | null> {
  const [row, facts] = await pipelined(
    () => findGoalRow(tx, viewer.tenantId, goalId),
    () => loadGoalFacts(tx, viewer, [goalId]),
  );
  return row ? viewGoal(viewer, row, facts) : null;
}

/** As loadGoalView, and 403 unless the viewer holds the permission on this goal. */
export async function loadGoalFor(
  tx: Db,
  viewer: Viewer,
  goalId: number,
  permission: GoalPermission | GoalPermission[],
): Promise<GoalView> {
  const view = await loadGoalView(tx, viewer, goalId);
  const needed = Array.isArray(permission) ? permission : [permission];
  if (!needed.some((p) => view.permissions[p])) throw forbidden(`You are not allowed to do this to this goal.`);
  return view;
}
