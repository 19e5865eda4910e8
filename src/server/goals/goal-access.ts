import { forbidden, notFound } from '../errors';
import type { GoalPermission } from '../../domain/goals/permissions';
import { loadGoalFacts } from './goal-facts';
import { viewGoal, type GoalView } from './goal-view';
import { findGoalRow } from './queries';
import type { Viewer } from './viewer';
import type { Db } from '../db/client';

export const GOAL_NOT_FOUND = 'Goal not found.';

/** The goal as the viewer sees it; 404 when it does not exist, is deleted, is another tenant's or is hidden. */
export async function loadGoalView(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView> {
  const row = await findGoalRow(tx, viewer.tenantId, goalId);
  if (!row) throw notFound(GOAL_NOT_FOUND);
  const view = viewGoal(viewer, row, await loadGoalFacts(tx, viewer, [row]));
  if (!view.visible) throw notFound(GOAL_NOT_FOUND);
  return view;
}

/** As loadGoalView, and 403 unless the viewer holds the permission on this goal. */
export async function loadGoalFor(tx: Db, viewer: Viewer, goalId: number, permission: GoalPermission | GoalPermission[]): Promise<GoalView> {
  const view = await loadGoalView(tx, viewer, goalId);
  const needed = Array.isArray(permission) ? permission : [permission];
  if (!needed.some((p) => view.permissions[p])) throw forbidden(`You are not allowed to do this to this goal.`);
  return view;
}
