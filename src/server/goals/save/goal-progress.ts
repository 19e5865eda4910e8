import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builtStatement, type Placeholders } from '../../db/statement';
import { goals } from '../../db/schema';
import { countsInParent, rolledUpProgress, type ChildPart } from '../../../domain/key-results/progress';
import type { GoalState } from '../../../domain/goals/states';

// A goal keeps its progress (decision 069): its key results' part, set by the key results area, rolled up with its
// aligned children's progress when it counts them. Every change that moves a part works the goal out again, and its
// ancestors while their progress changes, in the same transaction. None of it is a change of the goal: updated_at stays.

/** Deeper than any tree the goals area lets grow; a guard against a cycle, which alignment refuses. */
const MAX_DEPTH = 100;

const whereGoal = (tenantId: number, goalId: number) => and(eq(goals.tenantId, tenantId), eq(goals.id, goalId));

/** The live goals aligned to a goal, as its progress sees them. */
async function findChildParts(db: Db, tenantId: number, goalId: number): Promise<ChildPart[]> {
  const rows = await db
    .select({ progress: goals.progress, weight: goals.childWeight, state: goals.state, hidden: goals.hidden })
    .from(goals)
    .where(and(eq(goals.tenantId, tenantId), eq(goals.parentId, goalId), isNull(goals.deletedAt)));
  return rows.map((r) => ({ ...r, state: r.state as GoalState }));
}

/** What rolling a goal's progress up reads of its row. */
const ROLLUP_COLUMNS = {
  parentId: goals.parentId,
  progress: goals.progress,
  countChildren: goals.countChildren,
  keyResultsProgress: goals.keyResultsProgress,
  keyResultsWeight: goals.keyResultsWeight,
};
type RollupRow = {
  parentId: number | null;
  progress: number | null;
  countChildren: boolean;
  keyResultsProgress: number | null;
  keyResultsWeight: number;
};

/**
 * Works out the progress of each goal of `goalIds` again, and of its parent, grandparent… as long as it changes (a
 * parent that does not count its children stops the climb). Give the goals whose own parts changed: a goal whose key
 * results or choice changed, or the parent that gained or lost a child.
 */
export async function keepProgressUp(db: Db, tenantId: number, goalIds: readonly (number | null | undefined)[]): Promise<void> {
  for (const start of new Set(goalIds)) await climb(db, tenantId, start ?? null);
}

/** The climb from one goal; `known` is its row when the caller has just written and locked it. */
async function climb(db: Db, tenantId: number, start: number | null, known?: RollupRow): Promise<void> {
  let goalId = start;
  let row = known;
  for (let depth = 0; goalId !== null && depth < MAX_DEPTH; depth++) {
    // The goal's row is locked before its children are read: two check-ins on siblings then roll up one after the
    // other, the second reading the first's child (a new statement sees what committed meanwhile). NO KEY UPDATE, the
    // lock an UPDATE of the row takes: FOR UPDATE would wait on the key-share locks that each check-in's reading
    // takes on the goal through its foreign key, and two check-ins on one goal deadlocked.
    const goal = row ?? (await db.select(ROLLUP_COLUMNS).from(goals).where(whereGoal(tenantId, goalId)).for('no key update'))[0];
    row = undefined;
    if (!goal) break;
    const children = goal.countChildren ? await findChildParts(db, tenantId, goalId) : null;
    const progress = rolledUpProgress({ progress: goal.keyResultsProgress, weight: goal.keyResultsWeight }, children);
    if (progress === goal.progress) break;
    await db.update(goals).set({ progress }).where(whereGoal(tenantId, goalId));
    goalId = goal.parentId;
  }
}

/** A goal locked for a change of its progress, with what rolling it up reads of its row. */
export type LockedGoal = RollupRow & { id: number };

// Locks the goal's row for a change of its progress, before its key results are read for it: two check-ins on one goal
// then work it out one after the other, the second from the first's reading (otherwise each from the other's old
// value, and the last to write wins). NO KEY UPDATE, as keepProgressUp. Prepared once: a check-in starts with it.
const lockStatement = <V extends { tenantId: number }>(goalIs: (p: Placeholders<V>) => SQL) =>
  builtStatement((db, p: Placeholders<V>) =>
    db
      .select({ id: goals.id, ...ROLLUP_COLUMNS })
      .from(goals)
      .where(and(eq(goals.tenantId, p.tenantId), goalIs(p)))
      .for('no key update')
      .prepare(''),
  );
const lockById = lockStatement<{ tenantId: number; goalId: number }>((p) => eq(goals.id, p.goalId)!);

/** Locks the goal for a change of its progress; null when there is no such goal. */
export async function lockGoalProgress(db: Db, tenantId: number, goalId: number): Promise<LockedGoal | null> {
  return (await lockById(db, { tenantId, goalId }))[0] ?? null;
}

/**
 * As lockGoalProgress, for the goal a subquery names (another area's: the goal of a key result), so that the lock is
 * the first statement of a change: answers the prepared lock.
 */
export function goalLockOf<V extends { tenantId: number }>(goalIdOf: (p: Placeholders<V>) => SQL) {
  const statement = lockStatement<V>((p) => sql`${goals.id} IN (${goalIdOf(p)})`);
  return async (db: Db, values: V): Promise<LockedGoal | null> => (await statement(db, values))[0] ?? null;
}

// A goal that counts no aligned goals keeps its key results' part and its progress in one statement.
const partAndProgress = builtStatement(
  (db, p: Placeholders<{ tenantId: number; goalId: number; part: number | null; weight: number; progress: number | null }>) =>
    db
      .update(goals)
      .set({ keyResultsProgress: sql`${p.part}`, keyResultsWeight: sql`${p.weight}`, progress: sql`${p.progress}` })
      .where(and(eq(goals.tenantId, p.tenantId), eq(goals.id, p.goalId)))
      .prepare(''),
);

/**
 * Keeps the part of a goal's progress that its measured key results give (their weighted mean, null without any, and
 * their weights' sum), for the key results area, which works it out whenever they change; then rolls it up. `goal`
 * is its id, or the row its lock answered: then a goal that does not count its aligned goals keeps its part and its
 * progress in one statement.
 */
export async function setGoalProgress(
  db: Db,
  tenantId: number,
  goal: number | LockedGoal,
  progress: number | null,
  weight = 1,
): Promise<void> {
  const part = { keyResultsProgress: progress, keyResultsWeight: progress === null ? 0 : weight };
  if (typeof goal === 'number') {
    // The UPDATE locks the row and answers what the climb would read of it again.
    const [row] = await db.update(goals).set(part).where(whereGoal(tenantId, goal)).returning(ROLLUP_COLUMNS);
    if (row) await climb(db, tenantId, goal, row);
    return;
  }
  if (goal.countChildren) {
    await db.update(goals).set(part).where(whereGoal(tenantId, goal.id));
    await climb(db, tenantId, goal.id, { ...goal, ...part });
    return;
  }
  const own = rolledUpProgress({ progress: part.keyResultsProgress, weight: part.keyResultsWeight }, null);
  await partAndProgress(db, { tenantId, goalId: goal.id, part: part.keyResultsProgress, weight: part.keyResultsWeight, progress: own });
  if (own !== goal.progress) await climb(db, tenantId, goal.parentId);
}

/** How a goal's progress rolls up: whether it counts its aligned goals, and what it weighs in its parent's. */
export type ProgressSettings = { countChildren?: boolean; childWeight?: number };

/** Sets how a goal's progress rolls up, and works out again whatever that moves. */
export async function setProgressSettings(db: Db, tenantId: number, goalId: number, s: ProgressSettings): Promise<void> {
  const [goal] = await db.update(goals).set(s).where(whereGoal(tenantId, goalId)).returning({ parentId: goals.parentId });
  await keepProgressUp(db, tenantId, [s.countChildren !== undefined ? goalId : null, s.childWeight !== undefined ? goal?.parentId : null]);
}

/** How a goal's progress rolls up now: its progress, its choice, its weight in its parent's and the goals it counts. */
export type ProgressRollupRow = { progress: number | null; countChildren: boolean; childWeight: number; countedGoals: number };

export async function findProgressRollup(db: Db, tenantId: number, goalId: number): Promise<ProgressRollupRow | null> {
  const [goal] = await db
    .select({ progress: goals.progress, countChildren: goals.countChildren, childWeight: goals.childWeight })
    .from(goals)
    .where(whereGoal(tenantId, goalId));
  if (!goal) return null;
  const counted = goal.countChildren ? (await findChildParts(db, tenantId, goalId)).filter(countsInParent).length : 0;
  return { ...goal, countedGoals: counted };
}
