import { sql } from 'drizzle-orm';
import { finalResultOf } from '../goal-rules-sql';

/** What the goal reports (4, 5, 8) tell of a goal beyond its own fields: its newest weekly status and its result. */
export type GoalFacts = {
  likelihood: number | null;
  quality: number | null;
  week_start_date: string | null;
  achieved: boolean | null;
};

/**
 * Joins of a goal query over `l` (a goal with tenant_id and id) for its facts: the newest weekly status (`s`) and the
 * result that decides whether it was achieved (`r`: the final result, finalResultOf).
 */
export const goalFactsJoins = (tenantId: number) => sql`
  LEFT JOIN LATERAL (SELECT likelihood, quality, week_start_date FROM goal_statuses
    WHERE tenant_id = ${tenantId} AND tenant_id = l.tenant_id AND goal_id = l.id ORDER BY week_start_date DESC LIMIT 1) s ON true
  LEFT JOIN LATERAL ${finalResultOf('l', tenantId)} r ON true`;
export const GOAL_FACTS_COLUMNS = sql`s.likelihood, s.quality, s.week_start_date, r.completed AS achieved`;
