import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { inScope, rescaled, type Scope } from './scope';

export type OverviewFilter = { search?: string; cell?: { primary: number; secondary: number } };
export type ScopeQuery = { tenantId: number; periodId: number; scope: Scope; joinedBefore: Date; size: number };

export type OverviewRowData = {
  id: number;
  name: string;
  job_title: string | null;
  avatar_key: string | null;
  parent_id: number | null;
  manager_name: string | null;
  report_count: number;
  a_id: number | null;
  state: string | null;
  reviewer_id: number | null;
  primary_rating: number | null;
  secondary_rating: number | null;
  updated_at: Date | string | null;
};

/** SQL conditions on `u` (a person in scope) for a search and a matrix cell. */
function filterOf(q: ScopeQuery, f: OverviewFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.search) parts.push(sql`u.search_text LIKE ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  if (f.cell) {
    parts.push(sql`EXISTS (SELECT 1 FROM appraisals a WHERE a.tenant_id = ${q.tenantId} AND a.user_id = u.id AND a.period_id = ${q.periodId}
      AND ${rescaled(sql`a.primary_rating`, q.size)} = ${f.cell.primary} AND ${rescaled(sql`a.secondary_rating`, q.size)} = ${f.cell.secondary})`);
  }
  return sql.join(parts, sql` AND `);
}

/** The people in scope who match the filter, as `u`. */
// One scan of users in name order (the directory index) that stops at the page's end.
const matching = (q: ScopeQuery, f: OverviewFilter) => sql`users u WHERE ${inScope(q.tenantId, q.scope, q)} AND ${filterOf(q, f)}`;

// Each person's appraisal is looked up by the (tenant, user, period) key, one index probe a person: the plan stays
// the same whatever the statistics say (a company's first appraisals are not yet in them).
const appraisalOf = (q: ScopeQuery) =>
  sql`LEFT JOIN LATERAL (SELECT * FROM appraisals x WHERE x.tenant_id = ${q.tenantId} AND x.user_id = u.id AND x.period_id = ${q.periodId}) a ON TRUE`;

/** A page of the people in scope, by name, each with their appraisal of the quarter: the page is cut before anything is joined. */
export async function findOverviewPage(tx: Db, q: ScopeQuery, f: OverviewFilter, page: { limit: number; offset: number }) {
  return queryRows<OverviewRowData>(
    tx,
    sql`SELECT u.id, u.name, u.job_title, u.avatar_key, u.parent_id, m.name AS manager_name,
          (SELECT count(*)::int FROM users r WHERE r.tenant_id = ${q.tenantId} AND r.parent_id = u.id AND r.deactivated_at IS NULL) AS report_count,
          a.id AS a_id, a.state, a.reviewer_id, a.primary_rating, a.secondary_rating, a.updated_at
        FROM (SELECT u.id FROM ${matching(q, f)} ORDER BY lower(u.name), u.id LIMIT ${page.limit} OFFSET ${page.offset}) p
        JOIN users u ON u.tenant_id = ${q.tenantId} AND u.id = p.id
        ${appraisalOf(q)}
        LEFT JOIN users m ON m.tenant_id = ${q.tenantId} AND m.id = u.parent_id
        ORDER BY lower(u.name), u.id`,
  );
}

/** How many people in scope match the filter. */
export async function countOverview(tx: Db, q: ScopeQuery, f: OverviewFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${matching(q, f)}`);
  return row?.n ?? 0;
}

/**
 * The matrix over the whole scope: people per (primary, secondary) on today's scale, driven from the quarter's
 * appraisals (its index) and checked against the scope; and how many people the scope holds.
 */
export async function findMatrixCounts(tx: Db, q: ScopeQuery) {
  // One scan of the people in scope serves both: their number (the row without a scale) and the rated cells,
  // grouped as stored (scale and ratings) and read on today's scale in the service.
  const rows = await queryRows<{ scale: number | null; primary: number; secondary: number; n: number }>(
    tx,
    sql`WITH s AS (SELECT u.id FROM users u WHERE ${inScope(q.tenantId, q.scope, q)})
        SELECT NULL::int AS scale, 0 AS primary, 0 AS secondary, (SELECT count(*) FROM s)::int AS n
        UNION ALL
        SELECT a.rating_scale, a.primary_rating, a.secondary_rating, count(*)::int
        FROM appraisals a
        WHERE a.tenant_id = ${q.tenantId} AND a.period_id = ${q.periodId} AND a.user_id IN (SELECT id FROM s)
        GROUP BY 1, 2, 3`,
  );
  const cells = rows.filter((r): r is typeof r & { scale: number } => r.scale !== null);
  return { cells, people: rows.find((r) => r.scale === null)?.n ?? 0 };
}

/** Every person in scope with their appraisal, by name: the compliance spreadsheet. */
export async function findScopeRows(tx: Db, q: ScopeQuery) {
  return queryRows<OverviewRowData & { reviewer_name: string | null; primary_label: string | null; secondary_label: string | null }>(
    tx,
    sql`SELECT u.id, u.name, u.job_title, u.avatar_key, u.parent_id, m.name AS manager_name, 0 AS report_count,
          a.id AS a_id, a.state, a.reviewer_id, a.primary_rating, a.secondary_rating, a.updated_at, a.primary_label, a.secondary_label, rv.name AS reviewer_name
        FROM users u
        ${appraisalOf(q)}
        LEFT JOIN users m ON m.tenant_id = ${q.tenantId} AND m.id = u.parent_id
        LEFT JOIN users rv ON rv.tenant_id = ${q.tenantId} AND rv.id = a.reviewer_id
        WHERE ${inScope(q.tenantId, q.scope, q)}
        ORDER BY lower(m.name) NULLS FIRST, lower(u.name), u.id`,
  );
}
