import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawStatement, type Placeholders } from '../../db/statement';
import { visibleTo } from '../list/list-query';
import { newestStatusOf } from '../read/newest-status';
import type { Viewer } from '../viewer';

/** One node of the tree as read: the goal, its owner, its newest status with deltas, its progress, its visible children. */
export type AlignmentRow = {
  id: number;
  title: string;
  state: string;
  owner_id: number;
  owner_name: string;
  avatar_key: string | null;
  likelihood: number | null;
  quality: number | null;
  ld: number | null;
  qd: number | null;
  /** Kept on the goal from its key results (decision 067), null without any. */
  progress: number | null;
  child_count: number;
  total: number;
};

type Values = {
  tenantId: number;
  userId: number;
  periodId: number;
  parentId: number;
  dept: string;
  /** The department's kept set (department-reach.ts), for a viewer who sees every goal. */
  reach: number[];
  limit: number;
  offset: number;
};
/** No department; the department's kept set (a viewer who sees every goal); the walk through the goals the viewer sees. */
type DeptForm = 'none' | 'kept' | 'walk';
type Level = 'company' | 'children';

const ownerOf = (p: Placeholders<Values>) =>
  sql`JOIN users u ON u.tenant_id = ${p.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id`;

/**
 * The department filter: a goal shows when its owner is in the department or a goal of the department's
 * (in this quarter) is aligned somewhere below it through goals the viewer can see. The second set is
 * walked upward from the department's goals one parent at a time, by primary key (the LATERAL … OFFSET 0
 * keep the planner from hashing the whole goals table for a few thousand look-ups); UNION (not ALL) stops
 * the walk at goals already reached, which also ends it on a cycle.
 */
export const deptAbove = (
  p: Placeholders<Pick<Values, 'tenantId' | 'periodId' | 'dept'>>,
  visible: SQL,
) => sql`WITH RECURSIVE dept_above(id) AS (
    SELECT g.parent_id FROM users u
    CROSS JOIN LATERAL (
      SELECT g0.id, g0.parent_id, g0.owner_id, g0.state, g0.hidden FROM goals g0
      WHERE g0.tenant_id = ${p.tenantId} AND g0.owner_id = u.id AND g0.period_id = ${p.periodId} AND g0.deleted_at IS NULL
      OFFSET 0) g
    WHERE u.tenant_id = ${p.tenantId} AND u.org_unit = ${p.dept} AND g.parent_id IS NOT NULL AND ${visible}
    UNION
    SELECT g.parent_id FROM dept_above d
    CROSS JOIN LATERAL (
      SELECT g0.id, g0.parent_id, g0.owner_id, g0.state, g0.hidden FROM goals g0
      WHERE g0.tenant_id = ${p.tenantId} AND g0.id = d.id AND g0.deleted_at IS NULL
      OFFSET 0) g
    CROSS JOIN LATERAL (SELECT u0.parent_id, u0.ancestor_ids FROM users u0 WHERE u0.tenant_id = ${p.tenantId} AND u0.id = g.owner_id OFFSET 0) u
    WHERE g.parent_id IS NOT NULL AND ${visible})`;

function build(p: Placeholders<Values>, viewer: Viewer, level: Level, dept: DeptForm): SQL {
  // Visibility is tested in every level and child count, on each goal's owner row.
  const visible = visibleTo(viewer) ?? sql`true`;
  const inDept = {
    none: sql``,
    kept: sql`AND (u.org_unit = ${p.dept} OR g.id = ANY(${p.reach}::bigint[]))`,
    walk: sql`AND (u.org_unit = ${p.dept} OR g.id IN (SELECT id FROM dept_above))`,
  }[dept];
  const which =
    level === 'company'
      ? sql`g.period_id = ${p.periodId} AND g.owner_id = (SELECT c.id FROM users c WHERE c.tenant_id = ${p.tenantId} AND c.role_name = 'ceo')`
      : sql`g.parent_id = ${p.parentId}`;
  // The child count's goals are `g` too (visibleTo speaks of `g` and `u`): the node's id reaches it as node.id.
  return sql`${dept === 'walk' ? deptAbove(p, visible) : sql``}
    SELECT g.id, g.title, g.state, g.owner_id, u.name AS owner_name, u.avatar_key,
           ls.likelihood, ls.quality, ls.ld, ls.qd, g.progress::float8 AS progress, cc.n AS child_count, count(*) OVER () AS total
    FROM goals g ${ownerOf(p)}
    CROSS JOIN LATERAL ${newestStatusOf('g')} ls
    CROSS JOIN LATERAL (SELECT g.id) node(id)
    CROSS JOIN LATERAL (
      SELECT count(*) AS n FROM goals g ${ownerOf(p)}
      WHERE g.tenant_id = ${p.tenantId} AND g.parent_id = node.id AND g.deleted_at IS NULL AND ${visible} ${inDept}) cc
    WHERE g.tenant_id = ${p.tenantId} AND ${which} AND g.deleted_at IS NULL AND ${visible} ${inDept}
    ORDER BY u.name, g.title, g.id
    LIMIT ${p.limit} OFFSET ${p.offset}`;
}

// Who sees which goal depends on the kind of viewer only, never on who it is: one statement per kind, level
// and filter, built on first use with the viewer's ids as placeholders.
const kindOf = (v: Viewer) => (v.roleName === 'observer' ? 'observer' : v.isAdmin ? 'admin' : v.isGoalManager ? 'manager' : 'member');
const statements = new Map<string, (db: Db, values: Values) => Promise<AlignmentRow[]>>();

function statementFor(viewer: Viewer, level: Level, dept: DeptForm) {
  const key = `${kindOf(viewer)}:${level}:${dept}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = rawStatement<Values, AlignmentRow>((p) => {
      const placeholderViewer = { ...viewer, tenantId: p.tenantId, userId: p.userId } as unknown as Viewer;
      return build(p, placeholderViewer, level, dept);
    });
    statements.set(key, statement);
  }
  return statement;
}

/**
 * One page of a level of the tree: the company goals of a quarter, or the goals aligned to one goal. A department
 * filter uses the department's kept set when given one (a viewer who sees every goal), else walks.
 */
export async function findAlignmentRows(
  tx: Db,
  viewer: Viewer,
  q: { periodId: number; parentId: number | null; dept: string | null; reach: number[] | null; limit: number; offset: number },
): Promise<AlignmentRow[]> {
  const dept = q.dept === null ? 'none' : q.reach ? 'kept' : 'walk';
  const statement = statementFor(viewer, q.parentId === null ? 'company' : 'children', dept);
  return statement(tx, {
    tenantId: viewer.tenantId,
    userId: viewer.userId,
    periodId: q.periodId,
    parentId: q.parentId ?? 0,
    dept: q.dept ?? '',
    reach: q.reach ?? [],
    limit: q.limit,
    offset: q.offset,
  });
}
