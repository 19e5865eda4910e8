import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findGoalView, GOAL_NOT_FOUND } from './goal-access';
import type { GoalView } from './goal-view';
import type { Viewer } from '../viewer';

/**
 * The goal as it stands after the viewer changed it. No visibility check: handing a draft to someone
 * outside the viewer's line may hide it from them, yet they still get the answer to what they did.
 */
export async function reloadGoal(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView> {
  const view = await findGoalView(tx, viewer, goalId);
  if (!view) throw notFound(GOAL_NOT_FOUND);
  return view;
}
