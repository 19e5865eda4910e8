import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { goals } from '../../db/schema';
import { goalsWithFacts, type GoalFactRow } from '../read/goal-facts';
import { viewsOf, type GoalView } from '../read/goal-view';
import type { Viewer } from '../viewer';

/** Deeper than any alignment the goals area lets grow; a guard against a cycle. */
const MAX_DEPTH = 50;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Goals chosen by `ids` (a subquery of ids) with their facts, as the viewer sees them, visible or not. */
async function viewsOfIds(tx: Db, viewer: Viewer, ids: SQL, ctes?: SQL): Promise<GoalView[]> {
  const t = viewer.tenantId;
  const rows = await queryRows<GoalFactRow>(
    tx,
    goalsWithFacts({
      tenantId: t,
      viewerId: viewer.userId,
      goalManager: viewer.isGoalManager,
      starts: sql`IN (${ids})`,
      from: sql`goals g`,
      where: sql`g.tenant_id = ${t} AND g.id IN (${ids}) AND g.deleted_at IS NULL`,
      ctes,
      order: sql`g.id`,
    }),
  );
  return viewsOf(viewer, rows);
}

/** The goals of `ids` that are not deleted, as the viewer sees them. */
export const findGoalViews = (tx: Db, viewer: Viewer, ids: readonly number[]) =>
  ids.length ? viewsOfIds(tx, viewer, idList(ids)) : Promise.resolve([]);

/** Every goal aligned below the goals `ids`, however deep (through goals_tenant_parent_idx), as the viewer sees them. */
export function findDescendantViews(tx: Db, viewer: Viewer, ids: readonly number[]): Promise<GoalView[]> {
  if (!ids.length) return Promise.resolve([]);
  const t = viewer.tenantId;
  const down = sql`down(id, depth) AS (
          SELECT c.id, 1 FROM goals c WHERE c.tenant_id = ${t} AND c.parent_id IN (${idList(ids)}) AND c.deleted_at IS NULL
          UNION ALL
          SELECT c.id, down.depth + 1 FROM down JOIN goals c ON c.tenant_id = ${t} AND c.parent_id = down.id AND c.deleted_at IS NULL
          WHERE down.depth < ${MAX_DEPTH})`;
  return viewsOfIds(tx, viewer, sql`SELECT down.id FROM down`, down);
}

/** The goals of quarter `periodId` that continue one of `ids` (through goals_tenant_continued_from_idx). */
export function findContinuationViews(tx: Db, viewer: Viewer, ids: readonly number[], periodId: number): Promise<GoalView[]> {
  if (!ids.length) return Promise.resolve([]);
  const t = viewer.tenantId;
  return viewsOfIds(
    tx,
    viewer,
    sql`SELECT l.id FROM goals l WHERE l.tenant_id = ${t} AND l.continued_from_id IN (${idList(ids)}) AND l.period_id = ${periodId}`,
  );
}

/** Links a new copy to the goal it continues. Not a change of the goal the history shows: updated_at stays. */
export const setContinuedFrom = (tx: Db, tenantId: number, goalId: number, continuedFromId: number) =>
  tx
    .update(goals)
    .set({ continuedFromId })
    .where(and(eq(goals.tenantId, tenantId), eq(goals.id, goalId)));

/**
 * Links goals to the goals they continue, in one statement (the demo company's continued goals; a copy links its one
 * goal with setContinuedFrom).
 */
export async function setContinuations(tx: Db, tenantId: number, links: readonly { goalId: number; continuedFromId: number }[]) {
  if (!links.length) return;
  const values = sql.join(
    links.map((l) => sql`(${l.goalId}::bigint, ${l.continuedFromId}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE goals g SET continued_from_id = v.from_id FROM (VALUES ${values}) AS v(id, from_id)
        WHERE g.tenant_id = ${tenantId} AND g.id = v.id`);
}
