import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/*
 * Each person keeps everyone above them (users.ancestor_ids, the CEO first, their manager last), so that "somewhere
 * below X" is a test on the person's row, not a walk up the chart: the goal lists test it on thousands of goals'
 * owners (a department search), the goal facts on every goal shown. The chart itself stays in users.parent_id; the
 * kept ancestors follow it in the transaction that changes it: every write of parent_id calls keepAncestors
 * (person-writes.ts, person-queries.ts, add-user.ts, add-employee.ts, import-writes.ts, the backup's import).
 * ancestors.test.ts changes the chart in each of those ways and compares the kept ancestors with a walk.
 */

/** SQL: true when the person whose users row is `alias` is somewhere below `ancestorId`. */
export const rowIsBelow = (alias: string, ancestorId: number | Placeholder | SQL): SQL => {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql`(${ancestorId}::bigint = ANY(${sql.raw(alias)}.ancestor_ids))`;
};

/** SQL: true when the person `personId` (an expression, e.g. a column of the outer query) is somewhere below `ancestorId`. */
export const isBelow = (tenantId: number | Placeholder, personId: SQL, ancestorId: number | Placeholder): SQL =>
  sql`EXISTS (SELECT 1 FROM users a WHERE a.tenant_id = ${tenantId} AND a.id = ${personId} AND ${rowIsBelow('a', ancestorId)})`;

/**
 * SQL: (id, path) of the people `roots` (SQL giving ids; the company's top when null) and everyone below them, each
 * path walked from parent_id: up from each root, then down from the roots.
 */
const walkedAncestors = (tenantId: number, roots: SQL) => sql`WITH RECURSIVE
    roots(id) AS (${roots}),
    up(root, id, depth) AS (
      SELECT r.id, u.parent_id, 1 FROM roots r JOIN users u ON u.tenant_id = ${tenantId} AND u.id = r.id
      WHERE u.parent_id IS NOT NULL
      UNION ALL
      SELECT up.root, a.parent_id, up.depth + 1 FROM up JOIN users a ON a.tenant_id = ${tenantId} AND a.id = up.id
      WHERE a.parent_id IS NOT NULL AND up.depth < 100),
    down(id, path) AS (
      SELECT r.id, coalesce((SELECT array_agg(up.id ORDER BY up.depth DESC) FROM up WHERE up.root = r.id), '{}'::bigint[]) FROM roots r
      UNION ALL
      SELECT c.id, down.path || c.parent_id FROM down JOIN users c ON c.tenant_id = ${tenantId} AND c.parent_id = down.id
      WHERE cardinality(down.path) < 100)
  SELECT DISTINCT ON (id) id, path::text AS path FROM down ORDER BY id`;

/**
 * Sets the kept ancestors of the people `ids` and everyone below them from the chart (of the whole company when no
 * ids are given), after a change of their managers in this transaction. A read, then a write of the rows that
 * changed: on Citus both stay on the company's shard (a writing statement with a recursive CTE would not).
 */
export async function keepAncestors(db: Db, tenantId: number, ids?: number[]): Promise<void> {
  if (ids?.length === 0) return;
  const roots = ids
    ? sql`SELECT unnest(${sql.param(ids)}::bigint[])`
    : sql`SELECT id FROM users WHERE tenant_id = ${tenantId} AND parent_id IS NULL`;
  const walked = await queryRows<{ id: number; path: string }>(db, walkedAncestors(tenantId, roots));
  if (walked.length === 0) return;
  // The path parsed with immutable functions only: Citus refuses a STABLE one (text::bigint[]) on a column in an UPDATE.
  await db.execute(sql`UPDATE users u SET ancestor_ids = v.ancestors
    FROM (SELECT id, string_to_array(btrim(path, '{}'), ',')::bigint[] AS ancestors
          FROM unnest(${sql.param(walked.map((w) => Number(w.id)))}::bigint[], ${sql.param(walked.map((w) => w.path))}::text[]) AS p(id, path)) v
    WHERE u.tenant_id = ${tenantId} AND u.id = v.id AND u.ancestor_ids IS DISTINCT FROM v.ancestors`);
}

/** The people whose kept ancestors differ from the chart's (none when every write kept them): for tests and checks. */
export async function findStrayAncestors(db: Db, tenantId: number): Promise<{ id: number; kept: string; walked: string }[]> {
  const walked = walkedAncestors(tenantId, sql`SELECT id FROM users WHERE tenant_id = ${tenantId} AND parent_id IS NULL`);
  const rows = await queryRows<{ id: number; kept: string; walked: string }>(
    db,
    sql`SELECT u.id, u.ancestor_ids::text AS kept, w.path AS walked
        FROM users u JOIN (${walked}) w ON w.id = u.id
        WHERE u.tenant_id = ${tenantId} AND u.ancestor_ids::text IS DISTINCT FROM w.path
        ORDER BY u.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
