import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * Each quarter's goal tree has a version (goal_tree_versions), counted up in the transaction of every change of its
 * shape: a goal added, aligned elsewhere, given to another owner, moved between quarters or deleted. What is kept
 * about the tree (the alignment tree's department sets, alignment/department-reach.ts) is good while it holds.
 */

/** The columns of a goal whose change reshapes the tree. */
const SHAPE = ['parentId', 'ownerId', 'periodId', 'deletedAt'] as const;

export const reshapesTree = (values: object): boolean => SHAPE.some((key) => key in values);

/** Counts a change of the trees of the quarters that the goals `goalIds` are in now. */
export async function goalTreesChanged(tx: Db, tenantId: number, goalIds: number[]): Promise<void> {
  if (goalIds.length === 0) return;
  // Sorted, so that two changes of the same quarters lock their versions in the same order.
  await tx.execute(sql`INSERT INTO goal_tree_versions AS v (tenant_id, period_id, version)
    SELECT DISTINCT g.tenant_id, g.period_id, 1 FROM goals g
    WHERE g.tenant_id = ${tenantId} AND g.id = ANY(${sql.param(goalIds)}::bigint[])
    ORDER BY 2
    ON CONFLICT (tenant_id, period_id) DO UPDATE SET version = v.version + 1`);
}

/** SQL: the version of a quarter's goal tree (0 before its first change). */
export const goalTreeVersionOf = (tenantId: number | SQLWrapper, periodId: number | SQLWrapper): SQL =>
  sql`(SELECT coalesce(max(t.version), 0) FROM goal_tree_versions t WHERE t.tenant_id = ${tenantId} AND t.period_id = ${periodId})`;
