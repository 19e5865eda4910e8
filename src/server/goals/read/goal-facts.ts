import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { goalEdits, goalResults, goals, periods, users } from '../../db/schema';
import type { Viewer } from '../viewer';
import { rowIsBelow } from '../../people';

export type GoalRow = typeof goals.$inferSelect;
export type EditRow = typeof goalEdits.$inferSelect;
export type ResultRow = typeof goalResults.$inferSelect;
export type OwnerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'orgUnit' | 'jobTitle' | 'parentId' | 'roleName' | 'deactivatedAt'
> & {
  avatarKey: string | null;
  /** Somewhere below the viewer the facts were read for. */
  underViewer: boolean;
};
export type PeriodRow = typeof periods.$inferSelect;
export type LatestStatus = {
  id: number;
  likelihood: number;
  quality: number;
  likelihoodDelta: number | null;
  qualityDelta: number | null;
  weekStartDate: string;
};

/** Everything the goal views need beyond the goal rows: one query for any number of goals (two for goal managers). */
export type GoalFacts = {
  owners: Map<number, OwnerRow>;
  periods: Map<number, PeriodRow>;
  latest: Map<number, LatestStatus>;
  results: Map<number, { owner: ResultRow | null; manager: ResultRow | null }>;
  childCounts: Map<number, number>;
  openEdits: Map<number, EditRow>;
  followed: Set<number>;
  cascade: Set<number>;
};

type FactRow = {
  goal_id: number;
  u_id: number;
  u_name: string;
  u_org_unit: string | null;
  u_job_title: string | null;
  u_avatar_key: string | null;
  u_parent_id: number | null;
  u_role_name: string;
  u_deactivated_at: string | null;
  u_under_viewer: boolean;
  p_id: number;
  p_index: number;
  p_start: string;
  p_end: string;
  p_quarter: number;
  p_year: number;
  s_id: number | null;
  s_likelihood: number;
  s_quality: number;
  s_week: string;
  s_ld: number | null;
  s_qd: number | null;
  child_count: number;
  followed: boolean;
  open_edit: Record<string, unknown> | null;
  owner_result: Record<string, unknown> | null;
  manager_result: Record<string, unknown> | null;
};

type Value = Placeholder | number;

// The newest status is the one kept on the goal (newest-status.ts), the same the lists sort and filter by; only its id
// is looked up, by goal and week (goal_statuses_tenant_goal_start_idx), not the goal's statuses walked and sorted.
/** The facts of the goal `g` as the viewer reads them, as columns (named as FactRow), over `factJoins`'s `u` and `p`. */
const factColumns = (tenantId: Value, viewerId: Value) => sql`g.id AS goal_id,
          u.id AS u_id, u.name AS u_name, u.org_unit AS u_org_unit, u.job_title AS u_job_title,
          u.avatar_key AS u_avatar_key, u.parent_id AS u_parent_id, u.role_name AS u_role_name,
          u.deactivated_at::text AS u_deactivated_at, ${rowIsBelow('u', viewerId)} AS u_under_viewer,
          p.id AS p_id, p.index AS p_index, p.start_date::text AS p_start, p.end_date::text AS p_end,
          p.quarter AS p_quarter, p.year AS p_year,
          (SELECT s.id FROM goal_statuses s
            WHERE s.tenant_id = ${tenantId} AND s.tenant_id = g.tenant_id AND s.goal_id = g.id AND s.week_start_date = g.status_week_start
            ORDER BY s.id DESC LIMIT 1) AS s_id,
          g.status_likelihood AS s_likelihood, g.status_quality AS s_quality, g.status_week_start::text AS s_week,
          g.status_likelihood_delta AS s_ld, g.status_quality_delta AS s_qd,
          (SELECT count(*)::int FROM goals c WHERE c.tenant_id = ${tenantId} AND c.tenant_id = g.tenant_id AND c.parent_id = g.id AND c.deleted_at IS NULL) AS child_count,
          EXISTS (SELECT 1 FROM goal_follows f WHERE f.tenant_id = ${tenantId} AND f.tenant_id = g.tenant_id AND f.goal_id = g.id AND f.user_id = ${viewerId}) AS followed,
          (SELECT to_jsonb(e) FROM goal_edits e WHERE e.tenant_id = ${tenantId} AND e.tenant_id = g.tenant_id AND e.goal_id = g.id AND e.state IN ('draft', 'review')
             ORDER BY e.id DESC LIMIT 1) AS open_edit,
          (SELECT to_jsonb(r) FROM goal_results r WHERE r.tenant_id = ${tenantId} AND r.tenant_id = g.tenant_id AND r.goal_id = g.id AND r.kind = 'owner') AS owner_result,
          (SELECT to_jsonb(r) FROM goal_results r WHERE r.tenant_id = ${tenantId} AND r.tenant_id = g.tenant_id AND r.goal_id = g.id AND r.kind = 'manager') AS manager_result`;

/** The goal `g`'s owner `u` and period `p`, for `factColumns`. */
const factJoins = (tenantId: Value) => sql`JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
        JOIN periods p ON p.tenant_id = ${tenantId} AND p.tenant_id = g.tenant_id AND p.id = g.period_id`;

/**
 * The recursive CTE `up` (start_id, id, parent_id, owner_id, depth): the goals `starts` (a list of ids, `= …` or
 * `IN (…)`) and each one's parents up the alignment. Goals of the viewer's cascade among them are the start_ids of
 * rows the viewer owns.
 */
const cascadeWalk = (tenantId: Value, starts: SQL) => sql`up(start_id, id, parent_id, owner_id, depth) AS (
          SELECT g.id, g.id, g.parent_id, g.owner_id, 0 FROM goals g
          WHERE g.tenant_id = ${tenantId} AND g.id ${starts}
          UNION ALL
          SELECT up.start_id, p.id, p.parent_id, p.owner_id, up.depth + 1 FROM up
          JOIN goals p ON p.tenant_id = ${tenantId} AND p.id = up.parent_id
          WHERE up.depth < 50)`;

/** A goal's row (`g.*`) with its facts (`factColumns`) and whether it is in the viewer's cascade. */
export type GoalFactRow = FactRow & Record<string, unknown> & { in_cascade: boolean };

/**
 * A statement that reads goals `g` with their facts (rows of GoalFactRow): `from` chooses them (`g` among its items)
 * with `where`, `starts` names them for a goal manager's cascade walk (`= …` or `IN (…)`), `ctes` come before that
 * walk (a list's page), `columns` are selected beside (its total), `order` orders them.
 */
export function goalsWithFacts(o: {
  tenantId: Value;
  viewerId: Value;
  goalManager: boolean;
  starts: SQL;
  from: SQL;
  where: SQL;
  ctes?: SQL;
  columns?: SQL;
  order?: SQL;
}): SQL {
  const walk = o.goalManager ? cascadeWalk(o.tenantId, o.starts) : undefined;
  const ctes = [o.ctes, walk].filter((x): x is SQL => x !== undefined);
  const inCascade = walk ? sql`g.id IN (SELECT start_id FROM up WHERE owner_id = ${o.viewerId})` : sql`false`;
  return sql`${ctes.length ? sql`WITH RECURSIVE ${sql.join(ctes, sql`, `)} ` : sql``}SELECT ${o.columns ? sql`${o.columns}, ` : sql``}${inCascade} AS in_cascade, g.*, ${factColumns(o.tenantId, o.viewerId)}
        FROM ${o.from}
        ${factJoins(o.tenantId)}
        WHERE ${o.where}${o.order ? sql` ORDER BY ${o.order}` : sql``}`;
}

/** The facts in rows of `goalsWithFacts`. */
export function factsOf(viewer: Viewer, found: GoalFactRow[]): GoalFacts {
  const t = viewer.tenantId;
  const facts: GoalFacts = {
    owners: new Map(),
    periods: new Map(),
    latest: new Map(),
    results: new Map(),
    childCounts: new Map(),
    openEdits: new Map(),
    followed: new Set(),
    cascade: new Set(),
  };
  for (const f of found) {
    const goalId = Number(f.goal_id);
    const ownerId = Number(f.u_id);
    const periodId = Number(f.p_id);
    facts.owners.set(ownerId, {
      id: ownerId,
      name: f.u_name,
      orgUnit: f.u_org_unit,
      jobTitle: f.u_job_title,
      avatarKey: f.u_avatar_key,
      parentId: f.u_parent_id === null ? null : Number(f.u_parent_id),
      roleName: f.u_role_name,
      deactivatedAt: f.u_deactivated_at === null ? null : new Date(f.u_deactivated_at),
      underViewer: f.u_under_viewer,
    });
    facts.periods.set(periodId, {
      id: periodId,
      tenantId: t,
      index: f.p_index,
      startDate: f.p_start,
      endDate: f.p_end,
      quarter: f.p_quarter,
      year: f.p_year,
    });
    if (f.s_id !== null) {
      facts.latest.set(goalId, {
        id: Number(f.s_id),
        likelihood: f.s_likelihood,
        quality: f.s_quality,
        likelihoodDelta: f.s_ld,
        qualityDelta: f.s_qd,
        weekStartDate: f.s_week,
      });
    }
    facts.results.set(goalId, { owner: resultOf(f.owner_result), manager: resultOf(f.manager_result) });
    if (f.child_count > 0) facts.childCounts.set(goalId, f.child_count);
    if (f.open_edit) facts.openEdits.set(goalId, editOf(f.open_edit));
    if (f.followed) facts.followed.add(goalId);
    if (f.in_cascade) facts.cascade.add(goalId);
  }
  return facts;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown) => new Date(String(v));

// to_jsonb gives the columns by their SQL names; these turn them back into Drizzle's row shapes.
export const resultOf = (j: Record<string, unknown> | null): ResultRow | null =>
  j && {
    id: Number(j.id),
    tenantId: Number(j.tenant_id),
    goalId: Number(j.goal_id),
    kind: String(j.kind),
    completed: Boolean(j.completed),
    quality: num(j.quality),
    text: String(j.text),
    objectiveResult: num(j.objective_result),
    userId: Number(j.user_id),
    createdAt: date(j.created_at),
    updatedAt: date(j.updated_at),
  };

const editOf = (j: Record<string, unknown>): EditRow => ({
  id: Number(j.id),
  tenantId: Number(j.tenant_id),
  goalId: Number(j.goal_id),
  state: String(j.state),
  title: String(j.title),
  measurement: String(j.measurement),
  description: (j.description as string | null) ?? null,
  reportingMemo: (j.reporting_memo as string | null) ?? null,
  hidden: Boolean(j.hidden),
  parentId: num(j.parent_id),
  createdById: Number(j.created_by_id),
  createdAt: date(j.created_at),
  updatedAt: date(j.updated_at),
});
