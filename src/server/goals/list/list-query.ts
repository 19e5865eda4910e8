import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { GoalState } from '../../../domain/goals/states';
import type { Viewer } from '../viewer';
import { escapeLike } from '../../db/like';
import { rowIsBelow } from '../../people';
import { newestStatusOf } from '../read/newest-status';

export type GoalScope = 'MyGoals' | 'MyDirectReports' | 'CompanyGoals' | 'MyManagerAndPeers';

/** Which goals a list shows (before visibility), what narrows them, and which page. */
export type GoalQuery = {
  periodId: number | null;
  scope?: GoalScope;
  ownerIds?: number[];
  depts?: string[];
  parentId?: number;
  includeDeactivated?: boolean;
  title?: string;
  states?: GoalState[];
  aligned?: boolean;
  unaligned?: boolean;
  topLevel?: boolean;
  needsUpdate?: boolean;
  needsReview?: boolean;
  trendingUp?: boolean;
  trendingDown?: boolean;
  qTrendingUp?: boolean;
  qTrendingDown?: boolean;
  likelihood?: number[];
  quality?: number[];
  followed?: boolean;
  excludePrivate?: boolean;
  limit: number;
  offset: number;
};

const inList = (xs: readonly (string | number)[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );
const bool = (b: boolean) => (b ? sql`true` : sql`false`);
const PUBLISHED = sql`(g.state NOT IN ('draft', 'review') AND NOT g.hidden)`;

// The fragments below are the SQL twins of the domain rules: canSeeGoal (visibility.ts) and needsUpdate,
// needsReview, needsFinalization, isWorsened, sortPriority (domain/goals/badges.ts). `ls` is the newest
// status with its deltas (kept on the goal), `oe` the goal's open edit, `u` the owner, `p` the goal's period.

/** viewerIsReviewer: the owner's manager, or a goal admin looking at someone else's goal. */
const reviewer = (v: Viewer) => sql`(g.owner_id <> ${v.userId} AND (u.parent_id = ${v.userId} OR ${bool(v.isGoalAdmin)}))`;

const needsReview = (v: Viewer) =>
  sql`(${reviewer(v)} AND (g.state IN ('review', 'shelving_in_review') OR oe.state = 'review' OR (g.state = 'results_in_review'
    AND NOT EXISTS (SELECT 1 FROM goal_results r
      WHERE r.tenant_id = ${v.tenantId} AND r.tenant_id = g.tenant_id AND r.goal_id = g.id AND r.kind = 'manager'))))`;

/** A tracked goal of the current quarter whose newest status is not the current week's. */
const needsUpdate = (v: Viewer) =>
  v.period
    ? sql`(g.state IN ('approved', 'shelving_in_review') AND g.period_id = ${v.period.Id} AND ls.week_start_date IS DISTINCT FROM ${v.period.WeekStartDate}::date)`
    : sql`false`;

const sortPriority = (v: Viewer) => sql`CASE
  WHEN g.state <> 'finalized' AND (ls.ld < 0 OR ls.qd < 0) THEN 1
  WHEN ${needsReview(v)} THEN 2
  WHEN ${needsUpdate(v)} THEN 3
  WHEN g.owner_id = ${v.userId} AND g.state = 'approved' AND p.end_date < ${v.today}::date THEN 4
  WHEN g.owner_id = ${v.userId} AND oe.state IS NOT NULL THEN 5
  ELSE 6 END`;

/** Goals in the viewer's cascade: their own goals and every goal aligned below them (goal managers). */
const cascadeOf = (v: Viewer) => sql`WITH RECURSIVE down(id, depth) AS (
    SELECT id, 0 FROM goals WHERE tenant_id = ${v.tenantId} AND owner_id = ${v.userId}
    UNION ALL
    SELECT c.id, down.depth + 1 FROM goals c JOIN down ON c.tenant_id = ${v.tenantId} AND c.parent_id = down.id
    WHERE down.depth < 50)
  SELECT id FROM down`;

// The CEO's id as a one-row subquery (users_tenant_ceo_key): the planner then reads the CEO's goals by
// goals_tenant_owner_period_idx instead of joining every goal of the quarter to users first.
const ceoOf = (v: Viewer) => sql`(SELECT c.id FROM users c WHERE c.tenant_id = ${v.tenantId} AND c.role_name = 'ceo')`;

/** Admins (org, goal, HR) see every goal of the company, whoever owns it (canSeeGoal); observers never do. */
export const seesEveryGoal = (v: Viewer): boolean => v.isAdmin && v.roleName !== 'observer';

/** canSeeGoal in SQL over `g` (goals) and `u` (their owners); undefined when the viewer sees every goal. */
export function visibleTo(v: Viewer): SQL | undefined {
  if (v.roleName === 'observer') return sql`(g.owner_id = ${ceoOf(v)} AND ${PUBLISHED})`;
  if (seesEveryGoal(v)) return undefined;
  // The owner somewhere below the viewer: a test on the owner's row, which keeps their ancestors (people/ancestors.ts).
  const related = [sql`g.owner_id = ${v.userId}`, sql`u.parent_id = ${v.userId}`, PUBLISHED, rowIsBelow('u', v.userId)];
  if (v.isGoalManager) related.push(sql`g.id IN (${cascadeOf(v)})`);
  return sql`(${sql.join(related, sql` OR `)})`;
}

function scopeOf(v: Viewer, scope: GoalScope): SQL {
  switch (scope) {
    case 'MyGoals':
      return sql`g.owner_id = ${v.userId}`;
    case 'MyDirectReports':
      return sql`u.parent_id = ${v.userId}`;
    case 'CompanyGoals':
      return sql`g.owner_id = ${ceoOf(v)}`;
    case 'MyManagerAndPeers':
      return v.parentId === null
        ? sql`false`
        : sql`(g.owner_id = ${v.parentId} OR (u.parent_id = ${v.parentId} AND g.owner_id <> ${v.userId}))`;
  }
}

/** A people or department search: owners among the users or in one of the departments. */
function peopleOf(q: GoalQuery): SQL | undefined {
  const any = [
    q.ownerIds?.length ? sql`g.owner_id = ANY(${sql.param(q.ownerIds)}::bigint[])` : undefined,
    q.depts?.length ? sql`lower(u.org_unit) = ANY(${sql.param(q.depts.map((d) => d.toLowerCase()))}::text[])` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return any.length ? sql`(${sql.join(any, sql` OR `)})` : undefined;
}

function conditionsOf(v: Viewer, q: GoalQuery): SQL | undefined {
  const people = peopleOf(q);
  return and(
    sql`g.tenant_id = ${v.tenantId}`,
    sql`g.deleted_at IS NULL`,
    visibleTo(v),
    q.periodId !== null ? sql`g.period_id = ${q.periodId}` : undefined,
    q.parentId !== undefined ? sql`g.parent_id = ${q.parentId}` : undefined,
    // A people or department search replaces the scope.
    people ?? (q.scope ? scopeOf(v, q.scope) : undefined),
    q.includeDeactivated ? undefined : sql`u.deactivated_at IS NULL`,
    q.title ? sql`g.title ILIKE ${`%${escapeLike(q.title)}%`}` : undefined,
    q.states?.length ? sql`g.state IN (${inList(q.states)})` : undefined,
    q.aligned ? sql`g.parent_id IS NOT NULL` : undefined,
    q.unaligned ? sql`(g.parent_id IS NULL AND u.role_name <> 'ceo')` : undefined,
    q.topLevel ? sql`g.parent_id IS NULL` : undefined,
    q.needsUpdate ? needsUpdate(v) : undefined,
    q.needsReview ? needsReview(v) : undefined,
    q.trendingUp ? sql`ls.ld > 0` : undefined,
    q.trendingDown ? sql`ls.ld < 0` : undefined,
    q.qTrendingUp ? sql`ls.qd > 0` : undefined,
    q.qTrendingDown ? sql`ls.qd < 0` : undefined,
    q.likelihood?.length ? sql`ls.likelihood IN (${inList(q.likelihood)})` : undefined,
    q.quality?.length ? sql`ls.quality IN (${inList(q.quality)})` : undefined,
    q.followed
      ? sql`EXISTS (SELECT 1 FROM goal_follows f
          WHERE f.tenant_id = ${v.tenantId} AND f.tenant_id = g.tenant_id AND f.goal_id = g.id AND f.user_id = ${v.userId})`
      : undefined,
    q.excludePrivate ? sql`NOT g.hidden` : undefined,
  );
}

// Every table with its own filter on the viewer's tenant beside the join's (see db/tenant-filter.ts). The open edit
// counts only on a goal the viewer owns or reviews (sortPriority, needsReview): a scalar subquery under that test,
// so for anyone else's goal no plan node runs at all (a department search sorts thousands of others' goals; a
// LATERAL join re-entered its nodes once a row even when their filter stopped them at once).
const fromOf = (v: Viewer) => sql`FROM goals g
  JOIN users u ON u.tenant_id = ${v.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
  JOIN periods p ON p.tenant_id = ${v.tenantId} AND p.tenant_id = g.tenant_id AND p.id = g.period_id
  CROSS JOIN LATERAL ${newestStatusOf('g')} ls
  CROSS JOIN LATERAL (SELECT CASE WHEN g.owner_id = ${v.userId} OR u.parent_id = ${v.userId} OR ${bool(v.isGoalAdmin)} THEN (
    SELECT e.state FROM goal_edits e
    WHERE e.tenant_id = ${v.tenantId} AND e.tenant_id = g.tenant_id AND e.goal_id = g.id AND e.state IN ('draft', 'review')
    ORDER BY e.id DESC
    LIMIT 1) END AS state) oe`;

/**
 * One page of goals in list order (sort priority, then newest change) as a statement to select from: columns `id`,
 * `total` (how many match, on every row), and the order's keys `prio` and `updated_at` (order by `PAGE_ORDER`).
 * Priority is computed here, not in JS, so that paging is right.
 */
export const pageOf = (viewer: Viewer, q: GoalQuery): SQL =>
  sql`SELECT g.id, count(*) OVER () AS total, ${sortPriority(viewer)} AS prio, g.updated_at ${fromOf(viewer)}
        WHERE ${conditionsOf(viewer, q)}
        ORDER BY prio, g.updated_at DESC, g.id DESC
        LIMIT ${q.limit} OFFSET ${q.offset}`;

/** The list order over `pageOf`'s rows, named `alias`. */
export const pageOrder = (alias: string) => sql.raw(`${alias}.prio, ${alias}.updated_at DESC, ${alias}.id DESC`);

/** How many goals match: asked on its own only past the last page, where no row carries the total. */
export async function countGoals(tx: Db, viewer: Viewer, q: GoalQuery): Promise<number> {
  const [counted] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*) AS total ${fromOf(viewer)} WHERE ${conditionsOf(viewer, q)}`,
  );
  return Number(counted?.total ?? 0);
}
