import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inSequence, queryRows, type Db } from '../db/client';
import { goalEdits, goalFollows, goalResults, goals, periods, users } from '../db/schema';
import type { Viewer } from './viewer';

export type GoalRow = typeof goals.$inferSelect;
export type EditRow = typeof goalEdits.$inferSelect;
export type ResultRow = typeof goalResults.$inferSelect;
export type OwnerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'orgUnit' | 'jobTitle' | 'avatar' | 'parentId' | 'roleName' | 'deactivatedAt'
>;
export type PeriodRow = typeof periods.$inferSelect;
export type LatestStatus = {
  id: number;
  likelihood: number;
  quality: number;
  likelihoodDelta: number | null;
  qualityDelta: number | null;
  weekStartDate: string;
};

/** Everything the goal views need beyond the goal rows, in a fixed number of queries for any number of goals. */
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

const uniq = (xs: number[]) => [...new Set(xs)];

export async function loadGoalFacts(tx: Db, viewer: Viewer, rows: GoalRow[]): Promise<GoalFacts> {
  const t = viewer.tenantId;
  const ids = rows.map((g) => g.id);
  if (ids.length === 0) {
    return {
      owners: new Map(),
      periods: new Map(),
      latest: new Map(),
      results: new Map(),
      childCounts: new Map(),
      openEdits: new Map(),
      followed: new Set(),
      cascade: new Set(),
    };
  }
  const [owners, periodRows, latest, results, children, edits, follows, cascade] = await inSequence(
    () =>
      tx
        .select({
          id: users.id,
          name: users.name,
          orgUnit: users.orgUnit,
          jobTitle: users.jobTitle,
          avatar: users.avatar,
          parentId: users.parentId,
          roleName: users.roleName,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .where(and(eq(users.tenantId, t), inArray(users.id, uniq(rows.map((g) => g.ownerId))))),
    () =>
      tx
        .select()
        .from(periods)
        .where(and(eq(periods.tenantId, t), inArray(periods.id, uniq(rows.map((g) => g.periodId))))),
    () => loadLatestStatuses(tx, t, ids),
    () =>
      tx
        .select()
        .from(goalResults)
        .where(and(eq(goalResults.tenantId, t), inArray(goalResults.goalId, ids))),
    () =>
      tx
        .select({ parentId: goals.parentId, n: count() })
        .from(goals)
        .where(and(eq(goals.tenantId, t), inArray(goals.parentId, ids), isNull(goals.deletedAt)))
        .groupBy(goals.parentId),
    () =>
      tx
        .select()
        .from(goalEdits)
        .where(
          and(
            eq(goalEdits.tenantId, t),
            inArray(goalEdits.goalId, ids),
            inArray(goalEdits.state, ['draft', 'review']),
          ),
        ),
    () =>
      tx
        .select({ goalId: goalFollows.goalId })
        .from(goalFollows)
        .where(
          and(
            eq(goalFollows.tenantId, t),
            eq(goalFollows.userId, viewer.userId),
            inArray(goalFollows.goalId, ids),
          ),
        ),
    () =>
      viewer.isGoalManager ? loadCascade(tx, t, viewer.userId, ids) : Promise.resolve(new Set<number>()),
  );
  const resultMap = new Map<number, { owner: ResultRow | null; manager: ResultRow | null }>();
  for (const r of results) {
    const entry = resultMap.get(r.goalId) ?? { owner: null, manager: null };
    entry[r.kind === 'manager' ? 'manager' : 'owner'] = r;
    resultMap.set(r.goalId, entry);
  }
  return {
    owners: new Map(owners.map((o) => [o.id, o])),
    periods: new Map(periodRows.map((p) => [p.id, p])),
    latest,
    results: resultMap,
    childCounts: new Map(children.map((c) => [c.parentId!, c.n])),
    openEdits: new Map(edits.map((e) => [e.goalId, e])),
    followed: new Set(follows.map((f) => f.goalId)),
    cascade,
  };
}

/** The newest weekly status of each goal with its change from the one before. */
async function loadLatestStatuses(
  tx: Db,
  tenantId: number,
  ids: number[],
): Promise<Map<number, LatestStatus>> {
  const rows = await queryRows<LatestStatus & { goal_id: number }>(
    tx,
    sql`SELECT goal_id, id, likelihood, quality, week_start_date::text AS "weekStartDate",
               likelihood - prev_l AS "likelihoodDelta", quality - prev_q AS "qualityDelta"
        FROM (SELECT s.*, row_number() OVER w AS rn,
                     lead(likelihood) OVER w AS prev_l, lead(quality) OVER w AS prev_q
              FROM goal_statuses s
              WHERE s.tenant_id = ${tenantId} AND s.goal_id IN (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})
              WINDOW w AS (PARTITION BY goal_id ORDER BY week_start_date DESC)) ranked
        WHERE rn = 1`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.goal_id),
      {
        id: Number(r.id),
        likelihood: r.likelihood,
        quality: r.quality,
        weekStartDate: r.weekStartDate,
        likelihoodDelta: r.likelihoodDelta,
        qualityDelta: r.qualityDelta,
      },
    ]),
  );
}

/** Goals among `ids` that the viewer owns or that descend from a goal the viewer owns. */
async function loadCascade(tx: Db, tenantId: number, viewerId: number, ids: number[]): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`WITH RECURSIVE up(start_id, id, parent_id, owner_id, depth) AS (
          SELECT g.id, g.id, g.parent_id, g.owner_id, 0 FROM goals g
          WHERE g.tenant_id = ${tenantId} AND g.id IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})
          UNION ALL
          SELECT up.start_id, p.id, p.parent_id, p.owner_id, up.depth + 1 FROM up
          JOIN goals p ON p.tenant_id = ${tenantId} AND p.id = up.parent_id
          WHERE up.depth < 50)
        SELECT DISTINCT start_id AS id FROM up WHERE owner_id = ${viewerId}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}
