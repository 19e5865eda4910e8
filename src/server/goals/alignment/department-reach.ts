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
 * departments are at the versions it was made at (tree-versions.ts, people's orgUnitVersionOf). Read and made in
 * one statement each, so a set is never older than the versions it names.
 */

type Key = { tenantId: number; periodId: number; dept: string };

const versionsMatch = (p: Placeholders<Key>) =>
  sql`r.tree_version = ${goalTreeVersionOf(p.tenantId, p.periodId)} AND r.org_unit_version = ${orgUnitVersionOf(p.tenantId)}`;

const keptReach = rawStatement<Key, { goal_ids: string[] }>(
  (p) => sql`SELECT r.goal_ids FROM department_reach r
    WHERE r.tenant_id = ${p.tenantId} AND r.period_id = ${p.periodId} AND r.org_unit = ${p.dept} AND ${versionsMatch(p)}`,
);

// The walk of alignment-query.ts through every goal; the versions read in the same statement (one snapshot).
const makeReach = rawStatement<Key, { goal_ids: string[] }>(
  (p) => sql`${deptAbove(p, sql`true`)}
    INSERT INTO department_reach AS r (tenant_id, period_id, org_unit, tree_version, org_unit_version, goal_ids)
    SELECT ${p.tenantId}, ${p.periodId}, ${p.dept}, ${goalTreeVersionOf(p.tenantId, p.periodId)}, ${orgUnitVersionOf(p.tenantId)},
           coalesce((SELECT array_agg(d.id ORDER BY d.id) FROM dept_above d), '{}')
    ON CONFLICT (tenant_id, period_id, org_unit) DO UPDATE
      SET tree_version = excluded.tree_version, org_unit_version = excluded.org_unit_version, goal_ids = excluded.goal_ids
    RETURNING r.goal_ids`,
);

/** The goals of the quarter with a goal of the department aligned somewhere below them, through any goals. */
export async function departmentReach(tx: Db, key: Key): Promise<number[]> {
  const [kept] = await keptReach(tx, key);
  const [row] = kept ? [kept] : await makeReach(tx, key);
  return (row?.goal_ids ?? []).map(Number);
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
