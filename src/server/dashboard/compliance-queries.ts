import { sql, type SQL } from 'drizzle-orm';
import { liveGoal } from '../goals';
import { queryRows, type Db } from '../db/client';
import type { ComplianceMode, ComplianceScope } from '../../domain/dashboard/compliance';

/** Whom and what a compliance question is about. */
export type ComplianceQuestion = {
  tenantId: number;
  viewerId: number;
  scope: ComplianceScope;
  /** Everyone below the viewer (scope 2). */
  descendants: number[];
  currentPeriodId: number;
  weekId: number | null;
  lastPeriodId: number | null;
};

function scopeOf(q: ComplianceQuestion): SQL {
  switch (q.scope) {
    case 1:
      return sql`u.parent_id = ${q.viewerId}`;
    case 2:
      return q.descendants.length ? sql`u.id = ANY(${sql.param(q.descendants)}::bigint[])` : sql`false`;
    case 3:
      return sql`true`;
  }
}

/** People measured: active (invitation accepted, not deactivated), not observers, in the scope. */
const measured = (q: ComplianceQuestion) => sql`u.tenant_id = ${q.tenantId} AND u.deactivated_at IS NULL
  AND u.invitation_accepted_at IS NOT NULL AND u.role_name <> 'observer' AND ${scopeOf(q)}`;

// Goals a quarter's end asks to finalize: published and not shelved; all but 'finalized' are still open.
const TO_FINALIZE = sql.raw(`('approved', 'shelving_in_review', 'results_in_review', 'finalized')`);
const OPEN = sql.raw(`('approved', 'shelving_in_review', 'results_in_review')`);

/**
 * One row of facts per person measured. One pass reads the goals of the current and the previous quarter
 * (goals_tenant_period_state_idx), with the measured week's statuses hashed beside them
 * (goal_statuses_tenant_week_goal_idx), grouped by owner. A scope smaller than the company narrows the
 * goals to its people first, so the planner can walk a small team by goals_tenant_owner_period_idx instead.
 */
function factsOf(q: ComplianceQuestion): SQL {
  const cur = q.currentPeriodId;
  const last = q.lastPeriodId ?? 0;
  const narrow = q.scope === 3 ? sql`` : sql`AND g.owner_id IN (SELECT u.id FROM users u WHERE ${measured(q)})`;
  return sql`facts AS (
    SELECT u.id,
      coalesce(a.has_goals, false) AS has_goals,
      coalesce(a.tracked, false) AS tracked,
      coalesce(a.updated, false) AS updated,
      coalesce(a.to_finalize, false) AS to_finalize,
      coalesce(a.tracked_goals, 0) AS tracked_goals,
      coalesce(a.open_goals, 0) AS open_goals
    FROM users u
    LEFT JOIN (
      SELECT g.owner_id,
        bool_or(g.period_id = ${cur}) AS has_goals,
        bool_or(g.period_id = ${cur} AND g.state IN ('approved', 'shelving_in_review')) AS tracked,
        bool_or(s.goal_id IS NOT NULL) AS updated,
        bool_or(g.period_id = ${last} AND g.state IN ${TO_FINALIZE}) AS to_finalize,
        (count(*) FILTER (WHERE g.period_id = ${cur} AND g.state IN ('approved', 'shelving_in_review')))::int AS tracked_goals,
        (count(*) FILTER (WHERE g.period_id = ${last} AND g.state IN ${OPEN}))::int AS open_goals
      FROM goals g
      LEFT JOIN goal_statuses s ON s.tenant_id = ${q.tenantId} AND s.week_id = ${q.weekId ?? 0} AND s.goal_id = g.id
      WHERE g.tenant_id = ${q.tenantId} AND g.period_id IN (${cur}, ${last}) AND ${liveGoal('g')} ${narrow}
      GROUP BY g.owner_id
    ) a ON a.owner_id = u.id
    WHERE ${measured(q)})`;
}

export type ComplianceCounts = {
  users: number;
  goals: number;
  tracked: number;
  lastweekgoals: number;
  finalizable: number;
  lastgoals: number;
};

/** The counts of every mode in one statement (exported for the bench's EXPLAIN). */
export const complianceCountSql = (q: ComplianceQuestion): SQL => sql`WITH ${factsOf(q)}
    SELECT count(*)::int AS users,
      count(*) FILTER (WHERE has_goals)::int AS goals,
      count(*) FILTER (WHERE tracked)::int AS tracked,
      count(*) FILTER (WHERE tracked AND updated)::int AS lastweekgoals,
      count(*) FILTER (WHERE to_finalize)::int AS finalizable,
      count(*) FILTER (WHERE to_finalize AND open_goals = 0)::int AS lastgoals
    FROM facts`;

export async function countCompliance(tx: Db, q: ComplianceQuestion): Promise<ComplianceCounts> {
  const [row] = await queryRows<ComplianceCounts>(tx, complianceCountSql(q));
  return row!;
}

const CONCERNED: Record<ComplianceMode, SQL> = {
  1: sql`NOT f.has_goals`,
  2: sql`f.tracked AND NOT f.updated`,
  3: sql`f.to_finalize AND f.open_goals > 0`,
};

export type CompliancePersonRow = {
  id: number;
  name: string;
  email: string;
  created_at: string;
  job_title: string | null;
  org_unit: string | null;
  avatar_key: string | null;
  manager_id: number | null;
  manager_name: string | null;
  last_update: string | null;
  /** Mode 2: the tracked goals, none of which has the week's update; mode 3: the goals still open. */
  tracked_goals: number;
  open_goals: number;
  total: number;
};

/** The people a mode concerns, by name, one page (every one with a null limit: the Goal Compliance List). */
export async function findCompliancePeople(
  tx: Db,
  q: ComplianceQuestion,
  mode: ComplianceMode,
  page: { limit: number | null; offset: number },
): Promise<CompliancePersonRow[]> {
  return queryRows<CompliancePersonRow>(
    tx,
    sql`WITH ${factsOf(q)},
    concerned AS (
      SELECT f.id, f.open_goals, f.tracked_goals, u.name, u.email, u.created_at, u.job_title, u.org_unit, u.avatar_key, u.parent_id,
        count(*) OVER ()::int AS total
      FROM facts f JOIN users u ON u.tenant_id = ${q.tenantId} AND u.id = f.id
      WHERE ${CONCERNED[mode]}
      ORDER BY lower(u.name), u.id
      LIMIT ${page.limit} OFFSET ${page.offset})
    SELECT c.id, c.name, c.email, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, c.job_title, c.org_unit, c.avatar_key, c.parent_id AS manager_id,
      m.name AS manager_name, c.tracked_goals, c.open_goals, c.total,
      ${
        mode === 2
          ? sql`(SELECT max(s.week_start_date)::text FROM goals g JOIN goal_statuses s ON s.tenant_id = ${q.tenantId} AND s.tenant_id = g.tenant_id AND s.goal_id = g.id
              WHERE g.tenant_id = ${q.tenantId} AND g.owner_id = c.id AND g.period_id = ${q.currentPeriodId} AND ${liveGoal('g')})`
          : sql`NULL::text`
      } AS last_update
    FROM concerned c
    LEFT JOIN users m ON m.tenant_id = ${q.tenantId} AND m.id = c.parent_id
    ORDER BY lower(c.name), c.id`,
  );
}

export type ComplianceFrameRow = {
  last_id: number | null;
  last_quarter: number | null;
  last_year: number | null;
  week_id: number | null;
  week: number | null;
  start_date: string | null;
  end_date: string | null;
};

/**
 * The week mode 2 measures in a quarter on `today`: the last week that has ended (the prior week, or a past quarter's
 * last), or, while the quarter's first week runs, that week itself; none before the quarter starts. One rule for the
 * dashboard and the Goal Compliance List.
 */
const measuredWeek = (tenantId: number, periodId: number, today: string) => sql`(SELECT id, week, start_date, end_date
    FROM period_weeks WHERE tenant_id = ${tenantId} AND period_id = ${periodId} AND start_date <= ${today}::date
    ORDER BY (end_date < ${today}::date) DESC, week DESC LIMIT 1)`;

export type ComplianceWeek = { id: number; week: number; startDate: string; endDate: string; isCurrentWeek: boolean };

const weekOf = (row: ComplianceFrameRow | undefined, today: string): ComplianceWeek | null =>
  row?.week_id
    ? {
        id: Number(row.week_id),
        week: row.week!,
        startDate: row.start_date!,
        endDate: row.end_date!,
        isCurrentWeek: row.end_date! >= today,
      }
    : null;

/** The quarter before the current one and the week mode 2 measures, in one round trip. */
export async function findComplianceFrame(tx: Db, tenantId: number, current: { id: number; index: number }, today: string) {
  const [row] = await queryRows<ComplianceFrameRow>(
    tx,
    sql`SELECT l.id AS last_id, l.quarter AS last_quarter, l.year AS last_year,
        w.id AS week_id, w.week, w.start_date::text AS start_date, w.end_date::text AS end_date
      FROM (SELECT 1) one
      LEFT JOIN periods l ON l.tenant_id = ${tenantId} AND l.index = ${current.index - 1}
      LEFT JOIN LATERAL ${measuredWeek(tenantId, current.id, today)} w ON true`,
  );
  return {
    last: row?.last_id ? { id: Number(row.last_id), quarter: row.last_quarter!, year: row.last_year! } : null,
    week: weekOf(row, today),
  };
}

/** The week mode 2 measures in any quarter (see measuredWeek). */
export async function findComplianceWeek(tx: Db, tenantId: number, periodId: number, today: string): Promise<ComplianceWeek | null> {
  const [row] = await queryRows<ComplianceFrameRow>(
    tx,
    sql`SELECT w.id AS week_id, w.week, w.start_date::text AS start_date, w.end_date::text AS end_date
      FROM ${measuredWeek(tenantId, periodId, today)} w`,
  );
  return weekOf(row, today);
}
