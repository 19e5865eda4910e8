import type { Db } from '../db/client';
import { notFound } from '../errors';
import { loadGoalFacts } from './goal-facts';
import { viewGoal, type GoalView } from './goal-view';
import { findGoalRow } from './queries';
import type { Viewer } from './viewer';

/**
 * The goal as it stands after the viewer changed it. No visibility check: handing a draft to someone
 * outside the viewer's line may hide it from them, yet they still get the answer to what they did.
 */
export async function reloadGoal(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView> {
  const row = await findGoalRow(tx, viewer.tenantId, goalId);
  if (!row) throw notFound('Goal not found.');
  return viewGoal(viewer, row, await loadGoalFacts(tx, viewer, [row]));
}
