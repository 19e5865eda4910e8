import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builtStatement, type Placeholders } from '../../db/statement';
import { comments, goalEdits, goalResults, periodWeeks } from '../../db/schema';
import type { GoalEditState } from '../../../domain/goals/states';

export async function setEditState(tx: Db, tenantId: number, editId: number, state: GoalEditState, at: Date) {
  await tx
    .update(goalEdits)
    .set({ state, updatedAt: at })
    .where(and(eq(goalEdits.tenantId, tenantId), eq(goalEdits.id, editId)));
}

/** A comment made with an action: on its transition, a weekly status or a result. */
const weekRow = builtStatement((db, p: Placeholders<{ tenantId: number; weekId: number }>) =>
  db
    .select()
    .from(periodWeeks)
    .where(and(eq(periodWeeks.tenantId, p.tenantId), eq(periodWeeks.id, p.weekId)))
    .prepare(''),
);

export async function findWeek(tx: Db, tenantId: number, weekId: number) {
  const [row] = await weekRow(tx, { tenantId, weekId });
  return row ?? null;
}

export type ResultValues = { completed: boolean; quality: number | null; objectiveResult: number | null; text: string };

/** The owner's result or the manager's review: one of each per goal. */
export async function upsertResult(
  tx: Db,
  r: { tenantId: number; goalId: number; kind: 'owner' | 'manager'; userId: number; at: Date } & ResultValues,
): Promise<number> {
  const values = {
    completed: r.completed,
    quality: r.quality,
    objectiveResult: r.objectiveResult,
    text: r.text,
    userId: r.userId,
    updatedAt: r.at,
  };
  const [row] = await tx
    .insert(goalResults)
    .values({ tenantId: r.tenantId, goalId: r.goalId, kind: r.kind, createdAt: r.at, ...values })
    .onConflictDoUpdate({ target: [goalResults.tenantId, goalResults.goalId, goalResults.kind], set: values })
    .returning({ id: goalResults.id });
  return row!.id;
}

export async function findResults(tx: Db, tenantId: number, goalId: number) {
  const rows = await tx
    .select()
    .from(goalResults)
    .where(and(eq(goalResults.tenantId, tenantId), eq(goalResults.goalId, goalId)));
  return { owner: rows.find((r) => r.kind === 'owner') ?? null, manager: rows.find((r) => r.kind === 'manager') ?? null };
}

/** Removes the owner's result together with the comments made on it. */
export async function deleteOwnerResult(tx: Db, tenantId: number, goalId: number) {
  const removed = await tx
    .delete(goalResults)
    .where(and(eq(goalResults.tenantId, tenantId), eq(goalResults.goalId, goalId), eq(goalResults.kind, 'owner')))
    .returning({ id: goalResults.id });
  if (removed.length === 0) return;
  await tx.delete(comments).where(
    and(
      eq(comments.tenantId, tenantId),
      eq(comments.commentableType, 'OwnerGoalResult'),
      inArray(
        comments.commentableId,
        removed.map((r) => r.id),
      ),
    ),
  );
}
