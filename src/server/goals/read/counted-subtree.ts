import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { liveGoal } from '../goal-rules-sql';
import { visibleTo } from '../list/list-query';
import type { Viewer } from '../viewer';

// The goals a goal's progress counts (decision 069), read in one statement each: the whole counted subtree for its
// progress by week, and its counted aligned goals as a viewer may see them for the list of their weights.

/** Deeper than any tree the goals area lets grow; a guard against a cycle, which alignment refuses. */
const MAX_DEPTH = 100;

/** The SQL twin of countsInParent (domain/key-results/progress.ts) on the aligned goal `c`: live, not shelved, not private, with progress. */
const countedChild = (c: string): SQL =>
  sql`${liveGoal(c)} AND ${sql.raw(c)}.state <> 'shelved' AND NOT ${sql.raw(c)}.hidden AND ${sql.raw(c)}.progress IS NOT NULL`;

/** A goal of a counted subtree: how it rolls up, and what it weighs in its parent's progress. */
export type CountedGoalRow = { id: number; parentId: number | null; countChildren: boolean; childWeight: number; progress: number | null };

type Row = { id: number; parent_id: number | null; count_children: boolean; child_weight: number; progress: number | null };

/**
 * The goal (first) and every goal its progress counts: its counted aligned goals, theirs when they count them too,
 * and so on down; as the tree and the settings stand today. Empty for a goal that does not exist or is deleted.
 */
export async function findCountedSubtree(tx: Db, tenantId: number, goalId: number): Promise<CountedGoalRow[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`WITH RECURSIVE counted(id, parent_id, count_children, child_weight, progress, depth) AS (
          SELECT g.id, g.parent_id, g.count_children, g.child_weight, g.progress, 0 FROM goals g
          WHERE g.tenant_id = ${tenantId} AND g.id = ${goalId} AND ${liveGoal('g')}
          UNION ALL
          SELECT c.id, c.parent_id, c.count_children, c.child_weight, c.progress, counted.depth + 1 FROM counted
          JOIN goals c ON c.tenant_id = ${tenantId} AND c.parent_id = counted.id
          WHERE counted.count_children AND counted.depth < ${MAX_DEPTH} AND ${countedChild('c')})
        SELECT id, parent_id, count_children, child_weight::float8 AS child_weight, progress::float8 AS progress
        FROM counted ORDER BY depth, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    countChildren: r.count_children,
    childWeight: Number(r.child_weight),
    progress: r.progress === null ? null : Number(r.progress),
  }));
}

/** An aligned goal a goal's progress counts, and whether the viewer may see it (canSeeGoal). */
export type CountedChildRow = { id: number; title: string; progress: number; weight: number; visible: boolean };

/**
 * The aligned goals the goal's progress counts now when it counts them (the caller asks only then), by title. Those
 * the viewer may not see come too, marked: they still count, and are told as a number.
 */
export async function findCountedChildren(tx: Db, viewer: Viewer, goalId: number): Promise<CountedChildRow[]> {
  const t = viewer.tenantId;
  const rows = await queryRows<{ id: number; title: string; progress: number; weight: number; visible: boolean }>(
    tx,
    sql`SELECT g.id, g.title, g.progress::float8 AS progress, g.child_weight::float8 AS weight, ${visibleTo(viewer) ?? sql`true`} AS visible
        FROM goals g
        JOIN users u ON u.tenant_id = ${t} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
        WHERE g.tenant_id = ${t} AND g.parent_id = ${goalId} AND ${countedChild('g')}
        ORDER BY lower(g.title), g.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    progress: Number(r.progress),
    weight: Number(r.weight),
    visible: r.visible,
  }));
}
