import { forbidden, notFound } from '../../errors';
import type { GoalPermission } from '../../../domain/goals/permissions';
import { sql } from 'drizzle-orm';
import { goalsWithFacts, type GoalFactRow } from './goal-facts';
import { viewsOf, type GoalView } from './goal-view';
import type { Viewer } from '../viewer';
import type { Db } from '../../db/client';
import { rawStatement } from '../../db/statement';

export const GOAL_NOT_FOUND = 'Goal not found.';

/** The goal as the viewer sees it; 404 when it does not exist, is deleted, is another tenant's or is hidden. */
export async function loadGoalView(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView> {
  const view = await findGoalView(tx, viewer, goalId);
  if (!view?.visible) throw notFound(GOAL_NOT_FOUND);
  return view;
}

// One prepared statement for goal managers (with their cascade walk), one for everyone else.
const viewRows = (goalManager: boolean) =>
  rawStatement<{ tenantId: number; viewerId: number; id: number }, GoalFactRow>((p) =>
    goalsWithFacts({
      tenantId: p.tenantId,
      viewerId: p.viewerId,
      goalManager,
      starts: sql`= ${p.id}`,
      from: sql`goals g`,
      where: sql`g.tenant_id = ${p.tenantId} AND g.id = ${p.id} AND g.deleted_at IS NULL`,
    }),
  );
const managersView = viewRows(true);
const othersView = viewRows(false);

/** The goal's row with its facts, in one statement; null when it does not exist or is deleted. */
export async function findGoalView(tx: Db, viewer: Viewer, goalId: number): Promise<GoalView | null> {
  const rows = await (viewer.isGoalManager ? managersView : othersView)(tx, {
    tenantId: viewer.tenantId,
    viewerId: viewer.userId,
    id: goalId,
  });
  return viewsOf(viewer, rows)[0] ?? null;
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
