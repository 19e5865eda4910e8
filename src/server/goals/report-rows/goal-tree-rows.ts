import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { GoalState } from '../../../domain/goals/states';
import type { ViewerWork } from '../viewer';
import { visibleTo } from '../list/list-query';
import { liveGoal } from '../goal-rules-sql';
import { GOAL_FACTS_COLUMNS, goalFactsJoins, type GoalFacts } from './goal-facts';

/** A goal of the goal tree report (5): where it hangs, its fields and facts. */
export type GoalTreeRow = GoalFacts & {
  id: number;
  parentId: number | null;
  title: string;
  measurement: string;
  description: string | null;
  state: GoalState;
  owner_name: string;
};

/** The goals of the given quarters the viewer may see, as `v` (id, parent_id, period_id, …): the tree's raw material. */
const visibleGoals = (w: ViewerWork, periodIds: SQL) => sql`
  SELECT g.id, g.tenant_id, g.parent_id, g.period_id, g.title, g.measurement, g.description, g.state, u.name AS owner_name
  FROM goals g JOIN users u ON u.tenant_id = ${w.actor.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
  WHERE g.tenant_id = ${w.actor.tenantId} AND g.period_id = ANY(${periodIds}) AND ${liveGoal('g')} AND ${visibleTo(w.viewer) ?? sql`true`}`;

/**
 * Of the asked quarters (the company's; others are left out), those with a goal tree the viewer may see — a goal and
 * a child of it in the same quarter — in the order asked.
 */
export async function findGoalTreePeriods(w: ViewerWork, periodIds: number[]): Promise<number[]> {
  if (periodIds.length === 0) return [];
  const rows = await queryRows<{ period_id: number }>(
    w.tx,
    sql`WITH v AS (${visibleGoals(w, sql`${sql.param(periodIds)}::bigint[]`)})
        SELECT DISTINCT c.period_id FROM v c JOIN v p ON p.id = c.parent_id AND p.period_id = c.period_id`,
  );
  const found = new Set(rows.map((r) => Number(r.period_id)));
  return periodIds.filter((id, i) => found.has(id) && periodIds.indexOf(id) === i);
}

/** The goals of a quarter the viewer may see, with their facts, unordered (the report puts them in tree order). */
export async function findGoalTreeRows(w: ViewerWork, periodId: number): Promise<GoalTreeRow[]> {
  const rows = await queryRows<GoalTreeRow>(
    w.tx,
    sql`WITH l AS (${visibleGoals(w, sql`ARRAY[${periodId}]::bigint[]`)})
        SELECT l.id, l.parent_id AS "parentId", l.title, l.measurement, l.description, l.state, l.owner_name, ${GOAL_FACTS_COLUMNS}
        FROM l ${goalFactsJoins(w.actor.tenantId)}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId) }));
}
