import { sql } from 'drizzle-orm';
import { finalResultOf, liveGoal } from '../../goals';
import { queryRows, type Db } from '../../db/client';
import { descendantsOf } from '../../people';
import { quarterLabel } from '../../../domain/periods';
import { missedWeeks, type QuarterGoal } from '../../../domain/ai/summary-facts';
import { normalizeGoalState, type GoalState } from '../../../domain/goals/states';
import type { SummaryGoal, SummaryPeriod } from '../../../contract/ai-summaries';

// What a summary is written from, read in one tenant transaction: the goals of the person and of everyone below
// them in a quarter (all of which they may see), with each weekly update and its check-in comments.

export type SourceGoal = SummaryGoal & { facts: QuarterGoal };
export type PeriodRow = { id: number; start: string; end: string; quarter: number; year: number; weeks: number };

type GoalRow = {
  id: number;
  title: string;
  state: string;
  measurement: string;
  owner_id: number;
  owner_name: string;
  parent_title: string | null;
  achieved: boolean | null;
  progress: number | null;
  statuses: { week: number; likelihood: number; quality: number; comment: string | null }[] | null;
};

/** The goals of `userId` and everyone below them in the period, owners by name, with updates and results. */
export async function findSourceGoals(tx: Db, tenantId: number, userId: number, period: PeriodRow): Promise<SourceGoal[]> {
  const rows = await queryRows<GoalRow>(
    tx,
    sql`WITH people AS (SELECT ${userId}::bigint AS id UNION ALL (${descendantsOf(tenantId, userId)}))
      SELECT g.id, g.title, g.state, g.measurement, g.owner_id, u.name AS owner_name, g.progress::float8 AS progress,
        -- A parent goal's title only when the person may see it: published, or in their own part of the chart.
        CASE WHEN p.id IS NOT NULL AND ((p.state NOT IN ('draft', 'review') AND NOT p.hidden) OR p.owner_id IN (SELECT id FROM people))
          THEN p.title END AS parent_title,
        (SELECT r.completed FROM ${finalResultOf('g', tenantId)} r) AS achieved,
        (SELECT json_agg(json_build_object('week', w.week, 'likelihood', s.likelihood, 'quality', s.quality,
            'comment', (SELECT string_agg(c.body, E'\n' ORDER BY c.id) FROM comments c
              WHERE c.tenant_id = ${tenantId} AND c.tenant_id = s.tenant_id AND c.commentable_type = 'GoalStatus' AND c.commentable_id = s.id))
            ORDER BY w.week)
          FROM goal_statuses s JOIN period_weeks w ON w.tenant_id = ${tenantId} AND w.tenant_id = s.tenant_id AND w.id = s.week_id
          WHERE s.tenant_id = ${tenantId} AND s.tenant_id = g.tenant_id AND s.goal_id = g.id) AS statuses
      FROM goals g
      JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
      LEFT JOIN goals p ON p.tenant_id = ${tenantId} AND p.tenant_id = g.tenant_id AND p.id = g.parent_id AND ${liveGoal('p')}
      WHERE g.tenant_id = ${tenantId} AND g.period_id = ${period.id} AND ${liveGoal('g')}
        AND g.owner_id IN (SELECT id FROM people)
      ORDER BY (g.owner_id = ${userId}) DESC, u.name, g.id`,
  );
  return rows.map((r) => {
    const state: GoalState = normalizeGoalState(r.state) ?? 'draft';
    const statuses = (r.statuses ?? []).map((s) => ({ ...s, week: Number(s.week) }));
    const latest = statuses.at(-1);
    return {
      Id: Number(r.id),
      Title: r.title,
      OwnerId: Number(r.owner_id),
      OwnerName: r.owner_name,
      State: state,
      Achieved: r.achieved,
      Likelihood: latest?.likelihood ?? null,
      Quality: latest?.quality ?? null,
      Measurments: r.measurement,
      ParentTitle: r.parent_title,
      Progress: r.progress,
      facts: {
        id: Number(r.id),
        title: r.title,
        state,
        isFinalized: state === 'finalized',
        achieved: r.achieved,
        progress: r.progress,
        statuses,
        lateUpdates: missedWeeks(
          state,
          statuses.map((s) => s.week),
          period.weeks,
        ),
      },
    };
  });
}

/** The company's goals of the period (the CEO's, published): what a summary for the CEO relates goals to. */
export async function findCompanyGoals(tx: Db, tenantId: number, periodId: number): Promise<{ Id: number; Title: string }[]> {
  const rows = await queryRows<{ id: number; title: string }>(
    tx,
    sql`SELECT g.id, g.title FROM goals g
      WHERE g.tenant_id = ${tenantId} AND g.period_id = ${periodId} AND ${liveGoal('g')}
        AND g.owner_id = (SELECT c.id FROM users c WHERE c.tenant_id = ${tenantId} AND c.role_name = 'ceo')
        AND g.state NOT IN ('draft', 'review') AND NOT g.hidden
      ORDER BY g.id`,
  );
  return rows.map((r) => ({ Id: Number(r.id), Title: r.title }));
}

type PeriodDbRow = { id: number; start_date: string; end_date: string; quarter: number; year: number; weeks: number };
const periodSql = (tenantId: number) => sql`
  SELECT p.id, p.start_date::text, p.end_date::text, p.quarter, p.year,
    (SELECT count(*)::int FROM period_weeks w WHERE w.tenant_id = ${tenantId} AND w.tenant_id = p.tenant_id AND w.period_id = p.id) AS weeks
  FROM periods p WHERE p.tenant_id = ${tenantId}`;
const periodOf = (r: PeriodDbRow): PeriodRow => ({
  id: Number(r.id),
  start: r.start_date,
  end: r.end_date,
  quarter: Number(r.quarter),
  year: Number(r.year),
  weeks: Number(r.weeks),
});

/** The quarters that ended before `today`, latest first. */
export async function findEndedPeriods(tx: Db, tenantId: number, today: string): Promise<PeriodRow[]> {
  const rows = await queryRows<PeriodDbRow>(tx, sql`${periodSql(tenantId)} AND p.end_date < ${today}::date ORDER BY p.index DESC`);
  return rows.map(periodOf);
}

export async function findPeriod(tx: Db, tenantId: number, periodId: number): Promise<PeriodRow | null> {
  const [row] = await queryRows<PeriodDbRow>(tx, sql`${periodSql(tenantId)} AND p.id = ${periodId}`);
  return row ? periodOf(row) : null;
}

export const periodName = (p: PeriodRow) => quarterLabel(p);
export const toSummaryPeriod = (p: PeriodRow): SummaryPeriod => ({ Id: p.id, Name: periodName(p), StartDate: p.start, EndDate: p.end });
