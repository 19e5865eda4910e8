import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { rawStatement, type Placeholders } from '../../db/statement';
import { orgUnitVersionOf } from '../../people';
import { goalTreeVersionOf } from '../tree-versions';
import { deptAbove } from './alignment-query';

/*
 * The alignment tree's department filter shows, beside the department's own goals, every goal that has one of them
 * aligned somewhere below it. Walking up from a department's thousands of goals on every request is most of the
 * filter's time, so for a viewer who sees every goal (the walk is then the same for all of them) the set is kept in
 * department_reach (decision 058): made on first use, and good while the quarter's goal tree and the company's
 * departments are at the versions it was made at (tree-versions.ts, people's orgUnitVersionOf). The walk reads the
 * versions in its own statement (one snapshot), so a set is never older than the versions it names.
 */

type Key = { tenantId: number; periodId: number; dept: string };

const versionsMatch = (p: Placeholders<Key>) =>
  sql`r.tree_version = ${goalTreeVersionOf(p.tenantId, p.periodId)} AND r.org_unit_version = ${orgUnitVersionOf(p.tenantId)}`;

const keptReach = rawStatement<Key, { goal_ids: string[] }>(
  (p) => sql`SELECT r.goal_ids FROM department_reach r
    WHERE r.tenant_id = ${p.tenantId} AND r.period_id = ${p.periodId} AND r.org_unit = ${p.dept} AND ${versionsMatch(p)}`,
);

// The walk of alignment-query.ts through every goal, with the versions read in the same statement (one snapshot).
// Kept by a statement of its own: Citus loses the walk's RECURSIVE when it sends an INSERT … SELECT with it to a
// worker ('relation "dept_above" does not exist', citusdata/citus#3443).
const walkReach = rawStatement<Key, { goal_ids: string[]; tree_version: string; org_unit_version: string }>(
  (p) => sql`${deptAbove(p, sql`true`)}
    SELECT ${goalTreeVersionOf(p.tenantId, p.periodId)} AS tree_version, ${orgUnitVersionOf(p.tenantId)} AS org_unit_version,
           coalesce((SELECT array_agg(d.id ORDER BY d.id) FROM dept_above d), '{}') AS goal_ids`,
);

type Made = Key & { treeVersion: number; orgUnitVersion: number; goalIds: number[] };

// The set with the versions it was walked at: a newer tree or department makes it stale, never wrong.
const keepReach = rawStatement<Made, never>(
  (p) => sql`INSERT INTO department_reach AS r (tenant_id, period_id, org_unit, tree_version, org_unit_version, goal_ids)
    VALUES (${p.tenantId}, ${p.periodId}, ${p.dept}, ${p.treeVersion}, ${p.orgUnitVersion}, ${p.goalIds})
    ON CONFLICT (tenant_id, period_id, org_unit) DO UPDATE
      SET tree_version = excluded.tree_version, org_unit_version = excluded.org_unit_version, goal_ids = excluded.goal_ids`,
);

/** The goals of the quarter with a goal of the department aligned somewhere below them, through any goals. */
export async function departmentReach(tx: Db, key: Key): Promise<number[]> {
  const [kept] = await keptReach(tx, key);
  if (kept) return kept.goal_ids.map(Number);
  const [made] = await walkReach(tx, key);
  const goalIds = made!.goal_ids.map(Number);
  await keepReach(tx, { ...key, treeVersion: Number(made!.tree_version), orgUnitVersion: Number(made!.org_unit_version), goalIds });
  return goalIds;
}

/** Whether every owner of a goal in the quarter is below the CEO: only she is without a manager among them. */
export async function everyOwnerBelowCeo(tx: Db, tenantId: number, periodId: number): Promise<boolean> {
  const [row] = await queryRows<{ all: boolean }>(
    tx,
    sql`SELECT NOT EXISTS (
          SELECT 1 FROM users u
          WHERE u.tenant_id = ${tenantId} AND u.parent_id IS NULL AND u.role_name <> 'ceo'
            AND EXISTS (SELECT 1 FROM goals g WHERE g.tenant_id = ${tenantId} AND g.owner_id = u.id AND g.period_id = ${periodId}
                          AND g.deleted_at IS NULL)) AS all`,
  );
  return row?.all === true;
}
