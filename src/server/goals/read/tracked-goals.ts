import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { liveGoal } from '../goal-rules-sql';

// The goals a quarter tracked, for the charts of measured progress beside the weekly prediction (issue 31, decision 068).

/** A goal that ran its quarter: approved then, and so on to its results (not a draft, nor shelved). */
const tracked = (alias: string) =>
  sql`${sql.raw(alias)}.state IN ('approved', 'shelving_in_review', 'results_in_review', 'finalized') AND ${liveGoal(alias)}`;

/** A subquery of the ids of the company's goals that ran the quarter `periodId`, whoever owns them. */
export const trackedGoalIdsOf = (tenantId: number, periodId: number): SQL =>
  sql`SELECT g.id FROM goals g WHERE g.tenant_id = ${tenantId} AND g.period_id = ${periodId} AND ${tracked('g')}`;

export type TrackedGoalRow = { id: number; title: string; ownerId: number; ownerName: string };

/**
 * One page of the goals of `ownerIds` that ran the quarter, by owner and title, with how many there are. The caller
 * names owners whose goals the viewer sees (their own and their direct reports').
 */
export async function findTrackedGoalsOf(
  tx: Db,
  tenantId: number,
  q: { periodId: number; ownerIds: number[]; limit: number; offset: number },
): Promise<{ rows: TrackedGoalRow[]; total: number }> {
  if (q.ownerIds.length === 0) return { rows: [], total: 0 };
  const rows = await queryRows<{ id: number; title: string; owner_id: number; owner_name: string; total: number }>(
    tx,
    sql`SELECT g.id, g.title, g.owner_id, u.name AS owner_name, count(*) OVER ()::int AS total
        FROM goals g
        JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
        WHERE g.tenant_id = ${tenantId} AND g.period_id = ${q.periodId} AND g.owner_id = ANY(${sql.param(q.ownerIds)}::bigint[])
          AND ${tracked('g')}
        ORDER BY lower(u.name), u.id, lower(g.title), g.id
        LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const total = rows[0]?.total ?? (q.offset > 0 ? await countTrackedGoalsOf(tx, tenantId, q) : 0);
  return {
    rows: rows.map((r) => ({ id: Number(r.id), title: r.title, ownerId: Number(r.owner_id), ownerName: r.owner_name })),
    total: Number(total),
  };
}

async function countTrackedGoalsOf(tx: Db, tenantId: number, q: { periodId: number; ownerIds: number[] }): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*)::int AS total FROM goals g
        WHERE g.tenant_id = ${tenantId} AND g.period_id = ${q.periodId} AND g.owner_id = ANY(${sql.param(q.ownerIds)}::bigint[])
          AND ${tracked('g')}`,
  );
  return Number(row?.total ?? 0);
}
