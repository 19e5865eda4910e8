import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { pipelined, type Db } from '../db/client';
import { builtStatement, type Placeholders } from '../db/statement';
import { goalLockOf } from '../goals';
import { keyResultCheckins, keyResults } from '../db/schema';

// The key results area owns key_results and key_result_checkins (db/table-owners.ts).

export type KeyResultRow = typeof keyResults.$inferSelect;
export type CheckinRow = typeof keyResultCheckins.$inferSelect;

/** At most this many key results on one goal: a goal's list comes whole. */
export const KEY_RESULTS_PER_GOAL = 25;

// Prepared once (db/statement.ts): every change of a key result, a check-in above all, runs these.
const keyResultsOfGoal = builtStatement((db, p: Placeholders<{ tenantId: number; goalId: number }>) =>
  db
    .select()
    .from(keyResults)
    .where(and(eq(keyResults.tenantId, p.tenantId), eq(keyResults.goalId, p.goalId), isNull(keyResults.removedAt)))
    .orderBy(asc(keyResults.position), asc(keyResults.id))
    .limit(KEY_RESULTS_PER_GOAL)
    .prepare(''),
);

/** A goal's key results that are not removed, in their order. */
export const findKeyResults = (db: Db, tenantId: number, goalId: number): Promise<KeyResultRow[]> =>
  keyResultsOfGoal(db, { tenantId, goalId });

/** One key result that is not removed, or null. */
export async function findKeyResult(db: Db, tenantId: number, id: number): Promise<KeyResultRow | null> {
  const [row] = await db
    .select()
    .from(keyResults)
    .where(and(eq(keyResults.tenantId, tenantId), eq(keyResults.id, id), isNull(keyResults.removedAt)));
  return row ?? null;
}

type Values = Pick<
  KeyResultRow,
  'title' | 'kind' | 'direction' | 'start' | 'target' | 'current' | 'unit' | 'currency' | 'weight' | 'ownerId'
>;

/** Adds a key result at `position` (after the goal's others: Citus takes no subquery in an INSERT's values). */
export async function insertKeyResult(
  db: Db,
  tenantId: number,
  goalId: number,
  values: Values & { position: number },
  now: Date,
): Promise<KeyResultRow> {
  const [row] = await db
    .insert(keyResults)
    .values({ ...values, tenantId, goalId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateKeyResult(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<Values> & { removedAt?: Date; position?: number },
  now: Date,
) {
  const [row] = await db
    .update(keyResults)
    .set({ ...values, updatedAt: now })
    .where(and(eq(keyResults.tenantId, tenantId), eq(keyResults.id, id)))
    .returning();
  return row!;
}

type Reading = Pick<CheckinRow, 'tenantId' | 'keyResultId' | 'goalId' | 'value' | 'comment' | 'userId' | 'progress' | 'expected'>;

const readingInsert = builtStatement((db, p: Placeholders<Reading & { now: Date }>) =>
  db
    .insert(keyResultCheckins)
    .values({
      tenantId: p.tenantId,
      keyResultId: p.keyResultId,
      goalId: p.goalId,
      value: p.value,
      comment: p.comment,
      userId: p.userId,
      progress: p.progress,
      expected: p.expected,
      createdAt: p.now,
    })
    .prepare(''),
);

const currentUpdate = builtStatement((db, p: Placeholders<{ tenantId: number; id: number; value: number; now: Date }>) =>
  db
    .update(keyResults)
    .set({ current: sql`${p.value}`, updatedAt: sql`${p.now}` })
    .where(and(eq(keyResults.tenantId, p.tenantId), eq(keyResults.id, p.id)))
    .returning()
    .prepare(''),
);

/** Records a reading; the key result's current value follows it, in the same round trip. */
export async function insertCheckin(db: Db, reading: Reading, now: Date): Promise<KeyResultRow> {
  const [, [row]] = await pipelined(
    () => readingInsert(db, { ...reading, now }),
    () => currentUpdate(db, { tenantId: reading.tenantId, id: reading.keyResultId, value: reading.value, now }),
  );
  return row!;
}

/** Locks the goal of a key result that is not removed (goals' lock, the first statement of a change of it). */
export const lockGoalOfKeyResult = goalLockOf<{ tenantId: number; id: number }>(
  (p) =>
    sql`SELECT ${keyResults.goalId} FROM ${keyResults} WHERE ${keyResults.tenantId} = ${p.tenantId} AND ${keyResults.id} = ${p.id} AND ${keyResults.removedAt} IS NULL`,
);

/** Every reading of a goal's key results, oldest first: a quarter of weekly readings of a few key results. */
export const findCheckins = (db: Db, tenantId: number, goalId: number): Promise<CheckinRow[]> =>
  db
    .select()
    .from(keyResultCheckins)
    .where(and(eq(keyResultCheckins.tenantId, tenantId), eq(keyResultCheckins.goalId, goalId)))
    .orderBy(asc(keyResultCheckins.createdAt), asc(keyResultCheckins.id))
    .limit(KEY_RESULTS_PER_GOAL * 200);

/** Goals by their ids, or by a subquery of ids (goals' face answers those: trackedGoalIdsOf). */
export type GoalIds = number[] | SQL;
const goalIn = (column: typeof keyResults.goalId | typeof keyResultCheckins.goalId, goals: GoalIds) =>
  Array.isArray(goals) ? inArray(column, goals) : sql`${column} IN (${goals})`;

/**
 * The key results (not removed) of many goals, by goal, with what their progress needs: at most 25 a goal, so a page
 * of goals or the measured goals of a quarter (decision 068).
 */
export const findKeyResultsOfGoals = (db: Db, tenantId: number, goals: GoalIds) =>
  db
    .select({
      id: keyResults.id,
      goalId: keyResults.goalId,
      kind: keyResults.kind,
      direction: keyResults.direction,
      start: keyResults.start,
      target: keyResults.target,
      weight: keyResults.weight,
    })
    .from(keyResults)
    .where(and(eq(keyResults.tenantId, tenantId), goalIn(keyResults.goalId, goals), isNull(keyResults.removedAt)))
    .orderBy(asc(keyResults.goalId), asc(keyResults.position), asc(keyResults.id));

/** Every reading of many goals' key results, oldest first: only what the progress by week needs of each. */
export const findReadingsOfGoals = (db: Db, tenantId: number, goals: GoalIds) =>
  db
    .select({ keyResultId: keyResultCheckins.keyResultId, value: keyResultCheckins.value, createdAt: keyResultCheckins.createdAt })
    .from(keyResultCheckins)
    .where(and(eq(keyResultCheckins.tenantId, tenantId), goalIn(keyResultCheckins.goalId, goals)))
    .orderBy(asc(keyResultCheckins.createdAt), asc(keyResultCheckins.id));
