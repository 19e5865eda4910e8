import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Work } from '../../http/unit-of-work';
import { descendantsOf } from '../../people';
import type { StatusFacts, UpdateGoal } from '../../../domain/reports/team-updates';
import { liveGoal } from '../goal-rules-sql';

/** A person below the viewer with their goals of a quarter, each with its two newest weekly statuses (report 9). */
export type TeamGoalRow = {
  name: string;
  job_title: string | null;
  goals: { title: string; state: UpdateGoal['state']; statuses: StatusFacts[] | null }[] | null;
};

/** Everyone below the viewer (active, not observers) with their goals of the quarter and each goal's two newest updates. */
export function findTeamGoalRows(w: Work, periodId: number): Promise<TeamGoalRow[]> {
  const a = w.actor;
  return queryRows<TeamGoalRow>(
    w.tx,
    sql`SELECT u.name, u.job_title,
          (SELECT json_agg(json_build_object('title', g.title, 'state', g.state, 'statuses',
              (SELECT json_agg(json_build_object('likelihood', s.likelihood, 'quality', s.quality, 'weekStart', s.week_start_date)
                               ORDER BY s.week_start_date DESC)
               FROM (SELECT likelihood, quality, week_start_date FROM goal_statuses
                     WHERE tenant_id = ${a.tenantId} AND tenant_id = g.tenant_id AND goal_id = g.id ORDER BY week_start_date DESC LIMIT 2) s))
             ORDER BY lower(g.title), g.id)
           FROM goals g
           WHERE g.tenant_id = ${a.tenantId} AND g.tenant_id = u.tenant_id AND g.owner_id = u.id AND g.period_id = ${periodId} AND ${liveGoal('g')}) AS goals
        FROM users u
        WHERE u.tenant_id = ${a.tenantId} AND u.id = ANY(ARRAY(${descendantsOf(a.tenantId, a.userId)}))
          AND u.deactivated_at IS NULL AND u.role_name <> 'observer'
        ORDER BY lower(u.name), u.id`,
  );
}
