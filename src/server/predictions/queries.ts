import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { MAX_PREDICTION_DEPTH, type CellFilter, type MatrixChild, type MatrixFilter } from '../../domain/predictions/matrix';
import type { GoalState } from '../../domain/goals/states';
import { liveGoal, visibleTo, type Viewer } from '../goals';

/**
 * Every goal below the root that the viewer may see, with its depth (1 = aligned directly) and what the
 * matrix shows of it and its owner — carried in the walk, so nothing joins the goals table again. The
 * walk stops at goals the viewer may not see: what hangs below a private goal stays out of the counts.
 * Goals of deactivated people are walked through but not counted (as in the goal lists).
 */
const treeOf = (v: Viewer, rootId: number) => {
  const visible = visibleTo(v) ?? sql`true`;
  const columns = sql`g.id, g.parent_id, g.state, g.hidden, g.title, g.progress::float8 AS progress, g.owner_id, u.name AS owner_name, u.org_unit AS owner_org_unit,
      u.avatar_key AS owner_avatar_key, (u.deactivated_at IS NULL) AS owner_active`;
  return sql`WITH RECURSIVE tree AS (
      SELECT ${columns}, 1 AS level FROM goals g
      JOIN users u ON u.tenant_id = ${v.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
      WHERE g.tenant_id = ${v.tenantId} AND g.parent_id = ${rootId} AND ${liveGoal('g')} AND ${visible}
      UNION ALL
      SELECT ${columns}, tree.level + 1 FROM tree
      JOIN goals g ON g.tenant_id = ${v.tenantId} AND g.parent_id = tree.id
      JOIN users u ON u.tenant_id = ${v.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
      WHERE ${liveGoal('g')} AND tree.level < ${MAX_PREDICTION_DEPTH} AND ${visible})`;
};

export type ChildRow = {
  id: number;
  parent_id: number | null;
  level: number;
  title: string;
  state: GoalState;
  hidden: boolean;
  /** Kept on the goal from its key results (decision 067), null without any. */
  progress: number | null;
  owner_id: number;
  owner_name: string;
  owner_org_unit: string | null;
  owner_avatar_key: string | null;
  status_id: number | null;
  likelihood: number | null;
  quality: number | null;
  status_start: string | null;
  /** The goal's owner and manager results, as to_jsonb rows. */
  results: Record<string, unknown>[];
};

type GroupRow = { level: number; state: GoalState; likelihood: number | null; quality: number | null; n: number };

/**
 * One walk below the root for both answers: the children grouped alike (level, state, standing
 * prediction) with how many each group holds, and one page of the children matching every filter,
 * by level, owner name and title.
 */
export async function findMatrix(
  tx: Db,
  v: Viewer,
  q: { rootId: number; weekStart: string; matrix: MatrixFilter; cell: CellFilter; limit: number; offset: number },
): Promise<{ groups: MatrixChild[]; page: ChildRow[] }> {
  const where: SQL[] = [sql`true`];
  if (q.matrix.level !== undefined) where.push(sql`level = ${q.matrix.level}`);
  if (q.matrix.states?.length)
    where.push(
      sql`state IN (${sql.join(
        q.matrix.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.cell.noStatus) where.push(sql`status_id IS NULL`);
  if (q.cell.likelihood !== undefined) where.push(sql`likelihood = ${q.cell.likelihood}`);
  if (q.cell.quality !== undefined) where.push(sql`quality = ${q.cell.quality}`);
  const [row] = await queryRows<{ groups: GroupRow[]; page: ChildRow[] }>(
    tx,
    sql`${treeOf(v, q.rootId)},
        placed AS MATERIALIZED (
          SELECT tree.*, ls.id AS status_id, ls.likelihood, ls.quality, ls.week_start_date::text AS status_start
          FROM tree LEFT JOIN LATERAL (
            SELECT s.id, s.likelihood, s.quality, s.week_start_date FROM goal_statuses s
            WHERE s.tenant_id = ${v.tenantId} AND s.goal_id = tree.id AND s.week_start_date <= ${q.weekStart}::date
            ORDER BY s.week_start_date DESC LIMIT 1) ls ON true
          WHERE tree.owner_active)
        SELECT
          (SELECT coalesce(json_agg(c), '[]') FROM (
             SELECT level, state, likelihood, quality, count(*)::int AS n FROM placed GROUP BY 1, 2, 3, 4) c) AS groups,
          (SELECT coalesce(json_agg(p), '[]') FROM (
             SELECT id, parent_id, level, title, state, hidden, progress, owner_id, owner_name, owner_org_unit, owner_avatar_key,
                    status_id, likelihood, quality, status_start,
                    (SELECT coalesce(json_agg(to_jsonb(r) ORDER BY r.id), '[]') FROM goal_results r
                     WHERE r.tenant_id = ${v.tenantId} AND r.goal_id = placed.id) AS results
             FROM placed WHERE ${sql.join(where, sql` AND `)}
             ORDER BY level, owner_name, title, id
             LIMIT ${q.limit} OFFSET ${q.offset}) p) AS page`,
  );
  return {
    groups: (row?.groups ?? []).map((r) => ({
      level: Number(r.level),
      state: r.state,
      status: r.likelihood === null || r.quality === null ? null : { likelihood: r.likelihood, quality: r.quality },
      count: Number(r.n),
    })),
    page: row?.page ?? [],
  };
}

const STATE_ORDER = sql`CASE g.state WHEN 'approved' THEN 0 WHEN 'shelving_in_review' THEN 0 WHEN 'results_in_review' THEN 1
  WHEN 'finalized' THEN 1 WHEN 'review' THEN 2 WHEN 'draft' THEN 2 ELSE 3 END`;

/**
 * The goal the matrix opens on: among the owner's goals of the quarter (the CEO's visible ones for an
 * observer), the one with the most goals aligned directly to it, tracked goals before drafts and shelved
 * ones, the oldest first.
 */
export async function findFirstGoalId(tx: Db, v: Viewer, periodId: number): Promise<number | null> {
  const owner =
    v.roleName === 'observer'
      ? sql`(SELECT c.id FROM users c WHERE c.tenant_id = ${v.tenantId} AND c.role_name = 'ceo')`
      : sql`${v.userId}`;
  const visible = visibleTo(v) ?? sql`true`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT g.id FROM goals g JOIN users u ON u.tenant_id = ${v.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
        WHERE g.tenant_id = ${v.tenantId} AND g.owner_id = ${owner} AND g.period_id = ${periodId} AND ${liveGoal('g')} AND ${visible}
        ORDER BY (SELECT count(*) FROM goals c
                  WHERE c.tenant_id = ${v.tenantId} AND c.tenant_id = g.tenant_id AND c.parent_id = g.id AND ${liveGoal('c')}) DESC,
                 ${STATE_ORDER}, g.id
        LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}
