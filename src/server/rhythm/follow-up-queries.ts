import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { trackedGoalIdsOf } from '../goals';

// What the weekly follow-up reads of people and goals. Which goals are followed up is the goals area's rule
// (trackedGoalIdsOf: the goals that run the quarter); whether a goal has the week's update is its status of the week.

/** Everyone who hears from the follow-up: active people who accepted their invitation; observers own no goals. */
const reachable = (alias: string, tenantId: number): SQL =>
  sql`${sql.raw(alias)}.tenant_id = ${tenantId} AND ${sql.raw(alias)}.deactivated_at IS NULL
    AND ${sql.raw(alias)}.invitation_accepted_at IS NOT NULL AND ${sql.raw(alias)}.role_name <> 'observer'`;

export type Week = { periodId: number; weekId: number };

export type PersonRow = {
  id: number;
  name: string;
  parent_id: number | null;
  language: string | null;
  email_notifications: boolean;
  /** Read for managers (their goals list's rules ask for it). */
  role_name?: string;
};

/**
 * One page of the people behind in a week, by id after `afterId`: they own goals of the quarter and gave none of them
 * the week's update (the dashboard's "no weekly update"). Goals by goals_tenant_period_state_idx, statuses by
 * goal_statuses_tenant_week_goal_idx.
 */
export function findBehindPage(tx: Db, tenantId: number, week: Week, page: { afterId: number; limit: number }): Promise<PersonRow[]> {
  return queryRows<PersonRow>(
    tx,
    sql`SELECT u.id, u.name, u.parent_id, u.language, u.email_notifications
        FROM (SELECT g.owner_id FROM goals g
              LEFT JOIN goal_statuses s ON s.tenant_id = ${tenantId} AND s.tenant_id = g.tenant_id AND s.week_id = ${week.weekId} AND s.goal_id = g.id
              WHERE g.tenant_id = ${tenantId} AND g.id IN (${trackedGoalIdsOf(tenantId, week.periodId)}) AND g.owner_id > ${page.afterId}
              GROUP BY g.owner_id HAVING count(s.goal_id) = 0) b
        JOIN users u ON u.id = b.owner_id AND ${reachable('u', tenantId)}
        ORDER BY u.id LIMIT ${page.limit}`,
  );
}

/** People by id who can still hear from the follow-up (a manager deactivated since is left out). */
export function findReachable(tx: Db, tenantId: number, ids: number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<PersonRow>(
    tx,
    sql`SELECT u.id, u.name, u.parent_id, u.language, u.email_notifications FROM users u
        WHERE u.id = ANY(${sql.param(ids)}::bigint[]) AND ${reachable('u', tenantId)}`,
  );
}

/**
 * One page of managers, by id after `afterId`: people with a direct report who owns goals of the quarter
 * (users_tenant_parent_idx, then the report's goals by goals_tenant_owner_period_idx).
 */
export function findManagerPage(tx: Db, tenantId: number, week: Week, page: { afterId: number; limit: number }): Promise<PersonRow[]> {
  return queryRows<PersonRow>(
    tx,
    sql`SELECT m.id, m.name, m.parent_id, m.language, m.email_notifications, m.role_name FROM users m
        WHERE ${reachable('m', tenantId)} AND m.id > ${page.afterId}
          AND EXISTS (SELECT 1 FROM users u JOIN goals g ON g.tenant_id = ${tenantId} AND g.tenant_id = u.tenant_id AND g.owner_id = u.id
                      WHERE ${reachable('u', tenantId)} AND u.parent_id = m.id AND u.id <> m.id
                        AND g.id IN (${trackedGoalIdsOf(tenantId, week.periodId)}))
        ORDER BY m.id LIMIT ${page.limit}`,
  );
}

export type TeamGoalRow = {
  id: number;
  title: string;
  owner_id: number;
  owner_name: string;
  manager_id: number;
  likelihood: number | null;
  likelihood_delta: number | null;
  quality_delta: number | null;
};

/** The goals of the quarter of the managers' direct reports, with their newest weekly status as the goal keeps it. */
export function findTeamGoals(tx: Db, tenantId: number, week: Week, managerIds: number[]): Promise<TeamGoalRow[]> {
  if (managerIds.length === 0) return Promise.resolve([]);
  return queryRows<TeamGoalRow>(
    tx,
    sql`SELECT g.id, g.title, g.owner_id, u.name AS owner_name, u.parent_id AS manager_id,
          g.status_likelihood AS likelihood, g.status_likelihood_delta AS likelihood_delta, g.status_quality_delta AS quality_delta
        FROM users u
        JOIN goals g ON g.tenant_id = ${tenantId} AND g.tenant_id = u.tenant_id AND g.owner_id = u.id
        WHERE ${reachable('u', tenantId)} AND u.parent_id = ANY(${sql.param(managerIds)}::bigint[])
          AND g.id IN (${trackedGoalIdsOf(tenantId, week.periodId)})
        ORDER BY u.parent_id, lower(u.name), u.id, lower(g.title), g.id`,
  );
}

/** This week's missed rows of the managers' direct reports: who is behind in each team. */
export function findBehindReports(tx: Db, tenantId: number, weekStart: string, managerIds: number[]): Promise<PersonRow[]> {
  if (managerIds.length === 0) return Promise.resolve([]);
  return queryRows<PersonRow>(
    tx,
    sql`SELECT u.id, u.name, u.parent_id, u.language, u.email_notifications FROM rhythm_sends s
        JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = s.tenant_id AND u.id = s.user_id
        WHERE s.tenant_id = ${tenantId} AND s.week_start = ${weekStart}::date AND s.kind = 'missed'
          AND u.parent_id = ANY(${sql.param(managerIds)}::bigint[])
        ORDER BY lower(u.name), u.id`,
  );
}

export type CompanyCounts = { people: number; behind: number; goals: { likelihood: number | null; ld: number; qd: number; n: number }[] };

/** How many people own goals of the quarter, and how many of them are behind this week (for the company's chats). */
export async function countCompany(tx: Db, tenantId: number, week: Week & { weekStart: string }): Promise<CompanyCounts> {
  const [row] = await queryRows<CompanyCounts>(
    tx,
    sql`SELECT
          (SELECT count(DISTINCT g.owner_id)::int FROM goals g JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
           WHERE g.tenant_id = ${tenantId} AND g.id IN (${trackedGoalIdsOf(tenantId, week.periodId)}) AND ${reachable('u', tenantId)}) AS people,
          (SELECT count(*)::int FROM rhythm_sends s
           WHERE s.tenant_id = ${tenantId} AND s.week_start = ${week.weekStart}::date AND s.kind = 'missed') AS behind`,
  );
  // The goals by newest likelihood and the signs of its changes: a few rows the domain's rules (at risk, trend) read.
  const goals = await queryRows<{ likelihood: number | null; ld: number; qd: number; n: number }>(
    tx,
    sql`SELECT g.status_likelihood AS likelihood, sign(coalesce(g.status_likelihood_delta, 0))::int AS ld,
          sign(coalesce(g.status_quality_delta, 0))::int AS qd, count(*)::int AS n
        FROM goals g WHERE g.tenant_id = ${tenantId} AND g.id IN (${trackedGoalIdsOf(tenantId, week.periodId)})
        GROUP BY 1, 2, 3`,
  );
  return { people: Number(row?.people ?? 0), behind: Number(row?.behind ?? 0), goals: goals.map((g) => ({ ...g, n: Number(g.n) })) };
}
