import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { streamRows } from '../../db/stream-rows';
import type { GoalState } from '../../../domain/goals/states';
import type { ViewerWork } from '../viewer';
import { visibleTo } from '../list/list-query';
import { liveGoal } from '../goal-rules-sql';
import { GOAL_FACTS_COLUMNS, goalFactsJoins, type GoalFacts } from './goal-facts';

/** A goal of the goal list reports (4 and 8): its quarter, owner, fields, parent's title and facts. */
export type GoalListRow = GoalFacts & {
  quarter: number;
  year: number;
  owner_name: string;
  title: string;
  measurement: string;
  state: GoalState;
  parent_title: string | null;
  /** Percent, kept on the goal from its key results (decision 067); null without any. */
  progress: number | null;
};

/** Whose goals of which quarters (reports 4 and 8): user 0 is everyone the viewer may see. */
export type GoalListScope = { periodIds: number[]; userId: number };

// The quarters' goals the viewer may see (visibleTo: private goals of others stay out), of one person or of everyone.
function listedWhere(w: ViewerWork, s: GoalListScope): SQL {
  const visible = visibleTo(w.viewer) ?? sql`true`;
  const owner = s.userId > 0 ? sql`g.owner_id = ${s.userId}` : sql`true`;
  return sql`g.tenant_id = ${w.actor.tenantId} AND g.period_id = ANY(${sql.param(s.periodIds)}::bigint[]) AND ${liveGoal('g')}
    AND ${owner} AND ${visible}`;
}

/** The listed goals of one quarter with their facts; a parent goal's title only when the viewer may see that goal too. */
function goalRowsQuery(w: ViewerWork, s: GoalListScope, periodId: number): SQL {
  const visible = visibleTo(w.viewer) ?? sql`true`;
  const tenantId = w.actor.tenantId;
  return sql`WITH l AS (
          SELECT g.id, g.tenant_id, g.period_id, g.parent_id, g.title, g.measurement, g.state, g.progress, u.name AS owner_name
          FROM goals g JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
          WHERE ${listedWhere(w, { ...s, periodIds: [periodId] })})
        SELECT p.quarter, p.year, l.owner_name, l.title, l.measurement, l.state, l.progress::float8 AS progress, ${GOAL_FACTS_COLUMNS},
          (SELECT g.title FROM goals g JOIN users u ON u.tenant_id = ${tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
           WHERE g.tenant_id = ${tenantId} AND g.id = l.parent_id AND ${liveGoal('g')} AND ${visible}) AS parent_title
        FROM l JOIN periods p ON p.tenant_id = ${tenantId} AND p.tenant_id = l.tenant_id AND p.id = l.period_id
        ${goalFactsJoins(tenantId)}
        ORDER BY lower(l.owner_name), lower(l.title), l.id`;
}

/**
 * The rows quarter after quarter (as the quarters start), each quarter through its own cursor, read whole: they are
 * written after the transaction commits. Ordered by owner and title alone, a quarter's rows come in the order of the
 * index on the owners' names and the first batch is there at once; ordered by the quarter first, PostgreSQL sorted
 * every goal before the first row (0.6–2 s in which a PGlite server answered nobody, for 50,000 goals). Between
 * batches the server answers other requests.
 */
export async function findGoalListRows(w: ViewerWork, s: GoalListScope): Promise<GoalListRow[]> {
  const quarters = await queryRows<{ id: number }>(
    w.tx,
    sql`SELECT id FROM periods WHERE tenant_id = ${w.actor.tenantId} AND id = ANY(${sql.param(s.periodIds)}::bigint[]) ORDER BY start_date`,
  );
  const rows: GoalListRow[] = [];
  for (const q of quarters) for await (const row of streamRows<GoalListRow>(w.tx, goalRowsQuery(w, s, Number(q.id)))) rows.push(row);
  return rows;
}

/** The listed goals of one quarter in one statement (a PDF is laid out whole). */
export const findQuarterGoalListRows = (w: ViewerWork, s: GoalListScope & { periodIds: [number] }): Promise<GoalListRow[]> =>
  queryRows<GoalListRow>(w.tx, goalRowsQuery(w, s, s.periodIds[0]));
