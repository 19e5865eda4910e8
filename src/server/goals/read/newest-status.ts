import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * Each goal keeps its newest weekly status and the change from the week before (goals.status_*), so that a list
 * can sort and filter thousands of goals by them without looking into goal_statuses for each. goal_statuses stays
 * the record: every status write sets them in its own statement (saveWeekStatus), and what writes statuses in
 * bulk (the goal factory, seeds) refreshes them from the record with `refreshNewestStatuses`.
 */

// The goal's columns from a row `n` of (week_start_date, likelihood, quality, ld, qd).
const SET_NEWEST = sql`SET status_week_start = n.week_start_date, status_likelihood = n.likelihood, status_quality = n.quality,
    status_likelihood_delta = n.ld, status_quality_delta = n.qd`;

/**
 * SQL: `newest` as the goal's newest status and the one before it, from rows (week_start_date, likelihood,
 * quality) of one goal in the relation `statuses`, set on the goal `goalId` of `tenantId`.
 */
export const setNewestStatus = (tenantId: SQLWrapper | number, goalId: SQLWrapper | number, statuses: SQL) => sql`UPDATE goals g
  ${SET_NEWEST}
  FROM (
    SELECT b.week_start_date, b.likelihood, b.quality,
           b.likelihood - lead(b.likelihood) OVER w AS ld, b.quality - lead(b.quality) OVER w AS qd
    FROM ${statuses} b
    WINDOW w AS (ORDER BY b.week_start_date DESC)
    ORDER BY b.week_start_date DESC LIMIT 1) n
  WHERE g.tenant_id = ${tenantId} AND g.id = ${goalId}`;

/** Sets the newest status of the tenant's goals (of `goalIds` only, when given) from goal_statuses. */
export async function refreshNewestStatuses(tx: Db, tenantId: number, goalIds?: number[]): Promise<void> {
  const some = goalIds ? sql`AND s.goal_id = ANY(${sql.param(goalIds)}::bigint[])` : sql``;
  await tx.execute(sql`UPDATE goals g
    ${SET_NEWEST}
    FROM (
      SELECT DISTINCT ON (s.goal_id) s.goal_id, s.week_start_date, s.likelihood, s.quality,
             s.likelihood - lead(s.likelihood) OVER w AS ld, s.quality - lead(s.quality) OVER w AS qd
      FROM goal_statuses s
      WHERE s.tenant_id = ${tenantId} ${some}
      WINDOW w AS (PARTITION BY s.goal_id ORDER BY s.week_start_date DESC)
      ORDER BY s.goal_id, s.week_start_date DESC) n
    WHERE g.tenant_id = ${tenantId} AND g.id = n.goal_id`);
}

/**
 * A FROM item (use it as `CROSS JOIN LATERAL ${newestStatusOf('g')} ls`): the goal `alias`'s newest status as
 * (week_start_date, likelihood, quality, ld, qd), all null when it has none. It reads the goal's own columns.
 */
export const newestStatusOf = (alias: string): SQL => {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const g = sql.raw(alias);
  return sql`(SELECT ${g}.status_week_start AS week_start_date, ${g}.status_likelihood AS likelihood, ${g}.status_quality AS quality,
    ${g}.status_likelihood_delta AS ld, ${g}.status_quality_delta AS qd)`;
};
