import { sql } from 'drizzle-orm';
import { liveGoal } from '../goals';
import { queryRows, type Db } from '../db/client';
import { type ReminderType, REMINDER_TYPES } from '../../domain/dashboard/reminders';

export type GoalReminderRow = {
  kind: Exclude<ReminderType, 'CreateGoals'>;
  goal_id: number;
  edit_id: number | null;
  title: string;
  period_id: number;
  quarter: number;
  year: number;
  owner_id: number;
  owner_name: string;
  owner_job_title: string | null;
  owner_avatar_key: string | null;
  created_at: Date | string | null;
  total: number;
};

export type ReminderScope = {
  tenantId: number;
  userId: number;
  today: string;
  /** The current quarter and week; null before the schedule starts. */
  currentPeriodId: number | null;
  currentWeekId: number | null;
};

const rankOf = sql.raw(`CASE kind ${REMINDER_TYPES.map((t, i) => `WHEN '${t}' THEN ${i}`).join(' ')} END`);

/**
 * The goal reminders of spec 000 §2 in list order with their total — the SQL twin of goalReminderTypes
 * (domain/dashboard/reminders.ts; a test proves both agree). The viewer's own goals come by
 * goals_tenant_owner_period_idx, their direct reports by users_tenant_parent_idx and the same goal index.
 */
export async function findGoalReminders(tx: Db, s: ReminderScope, limit: number): Promise<GoalReminderRow[]> {
  const cur = s.currentPeriodId ?? 0;
  const week = s.currentWeekId ?? 0;
  return queryRows<GoalReminderRow>(
    tx,
    sql`WITH due AS (
      SELECT CASE
          WHEN g.state IN ('approved', 'shelving_in_review') AND g.period_id = ${cur} AND NOT EXISTS (
            SELECT 1 FROM goal_statuses st WHERE st.tenant_id = ${s.tenantId} AND st.tenant_id = g.tenant_id AND st.goal_id = g.id AND st.week_id = ${week}) THEN 'WeeklyUpdate'
          WHEN g.state = 'approved' AND p.end_date < ${s.today}::date THEN 'FinalizeResults'
        END AS kind,
        g.id AS goal_id, NULL::bigint AS edit_id, g.title, g.period_id, g.owner_id, NULL::timestamptz AS created_at, p.start_date
      FROM goals g
      JOIN periods p ON p.tenant_id = ${s.tenantId} AND p.tenant_id = g.tenant_id AND p.id = g.period_id
      WHERE g.tenant_id = ${s.tenantId} AND g.owner_id = ${s.userId} AND ${liveGoal('g')}
        AND g.state IN ('approved', 'shelving_in_review')
      UNION ALL
      SELECT CASE
          WHEN g.state = 'review' THEN 'ApprovalRequest'
          WHEN g.state = 'shelving_in_review' THEN 'ShelveRequest'
          WHEN g.state = 'approved' AND oe.id IS NOT NULL THEN 'EditRequest'
          WHEN g.state = 'results_in_review' AND NOT EXISTS (
            SELECT 1 FROM goal_results r WHERE r.tenant_id = ${s.tenantId} AND r.tenant_id = g.tenant_id AND r.goal_id = g.id AND r.kind = 'manager') THEN 'ReviewResults'
        END,
        g.id, CASE WHEN g.state = 'approved' THEN oe.id END, g.title, g.period_id, g.owner_id,
        CASE
          WHEN g.state = 'approved' THEN oe.updated_at
          WHEN g.state = 'results_in_review' THEN (SELECT r.updated_at FROM goal_results r
            WHERE r.tenant_id = ${s.tenantId} AND r.tenant_id = g.tenant_id AND r.goal_id = g.id AND r.kind = 'owner')
          ELSE g.updated_at
        END,
        p.start_date
      FROM users u
      JOIN goals g ON g.tenant_id = ${s.tenantId} AND g.tenant_id = u.tenant_id AND g.owner_id = u.id
      JOIN periods p ON p.tenant_id = ${s.tenantId} AND p.tenant_id = g.tenant_id AND p.id = g.period_id
      LEFT JOIN LATERAL (SELECT e.id, e.updated_at FROM goal_edits e
        WHERE e.tenant_id = ${s.tenantId} AND e.tenant_id = g.tenant_id AND e.goal_id = g.id AND e.state = 'review' ORDER BY e.id DESC LIMIT 1) oe ON g.state = 'approved'
      WHERE u.tenant_id = ${s.tenantId} AND u.parent_id = ${s.userId} AND u.deactivated_at IS NULL AND u.id <> ${s.userId}
        AND ${liveGoal('g')} AND g.state IN ('review', 'shelving_in_review', 'approved', 'results_in_review')
    )
    SELECT d.kind, d.goal_id, d.edit_id, d.title, d.period_id, p.quarter, p.year, d.owner_id,
      u.name AS owner_name, u.job_title AS owner_job_title, u.avatar_key AS owner_avatar_key, d.created_at,
      count(*) OVER ()::int AS total
    FROM due d
    JOIN periods p ON p.tenant_id = ${s.tenantId} AND p.id = d.period_id
    JOIN users u ON u.tenant_id = ${s.tenantId} AND u.id = d.owner_id
    WHERE d.kind IS NOT NULL
    ORDER BY ${rankOf}, d.created_at ASC NULLS LAST, d.start_date, lower(d.title), d.goal_id
    LIMIT ${limit}`,
  );
}

export type PeriodGoalCount = { id: number; index: number; start_date: string; quarter: number; year: number; goals: number };

/** The current and next quarter with how many goals the viewer has in each (for CreateGoals). */
export async function findCreateGoalPeriods(tx: Db, s: ReminderScope, currentIndex: number): Promise<PeriodGoalCount[]> {
  return queryRows<PeriodGoalCount>(
    tx,
    sql`SELECT p.id, p.index, p.start_date::text AS start_date, p.quarter, p.year,
        (SELECT count(*)::int FROM goals g WHERE g.tenant_id = ${s.tenantId} AND g.tenant_id = p.tenant_id AND g.owner_id = ${s.userId} AND g.period_id = p.id AND ${liveGoal('g')}) AS goals
      FROM periods p
      WHERE p.tenant_id = ${s.tenantId} AND p.index IN (${currentIndex}, ${currentIndex + 1})
      ORDER BY p.index`,
  );
}
