import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { goalTransitions, goals } from '../db/schema';
import type { GoalState } from '../../domain/goals/states';
import { goalTreesChanged, reshapesTree } from './tree-versions';
import { keepProgressUp } from './save/goal-progress';

/** The columns of a goal whose change moves its parent's progress when the parent counts its children (decision 069). */
const COUNTED_AS_CHILD = ['parentId', 'deletedAt', 'hidden'] as const;

export async function updateGoalRow(tx: Db, tenantId: number, id: number, values: Partial<typeof goals.$inferInsert>, now: Date) {
  const reshapes = reshapesTree(values);
  // The quarter a goal leaves changes too.
  if (reshapes && 'periodId' in values) await goalTreesChanged(tx, tenantId, [id]);
  const [before] = COUNTED_AS_CHILD.some((key) => key in values)
    ? await tx
        .select({ parentId: goals.parentId, hidden: goals.hidden, deletedAt: goals.deletedAt })
        .from(goals)
        .where(and(eq(goals.tenantId, tenantId), eq(goals.id, id)))
    : [];
  await tx
    .update(goals)
    .set({ ...values, updatedAt: now })
    .where(and(eq(goals.tenantId, tenantId), eq(goals.id, id)));
  if (reshapes) await goalTreesChanged(tx, tenantId, [id]);
  if (before && COUNTED_AS_CHILD.some((key) => key in values && values[key] !== before[key])) {
    // The parent it left and the one it joined (the same one when it was hidden, shown or deleted).
    await keepProgressUp(tx, tenantId, [before.parentId, 'parentId' in values ? values.parentId : before.parentId]);
  }
}

/** Moves a goal from the state the caller saw to another; false when it was no longer in that state. */
export async function updateGoalState(
  tx: Db,
  tenantId: number,
  id: number,
  m: { from: GoalState; to: GoalState },
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(goals)
    .set({ state: m.to, updatedAt: now })
    .where(and(eq(goals.tenantId, tenantId), eq(goals.id, id), eq(goals.state, m.from)))
    .returning({ parentId: goals.parentId });
  // A shelved goal leaves its parent's progress, a reactivated one comes back (decision 069).
  if (moved[0] && (m.from === 'shelved') !== (m.to === 'shelved')) await keepProgressUp(tx, tenantId, [moved[0].parentId]);
  return moved.length > 0;
}

export type TransitionInput = {
  tenantId: number;
  goalId: number;
  goalName: string;
  userId: number;
  type?: 'Goal' | 'GoalEdit';
  transitionableId?: number;
  fromState?: string | null;
  toState?: string | null;
  actionType?: 0 | 1 | null;
  meta?: Record<string, unknown> | null;
  at: Date;
};

/** Every change of a goal is recorded with who made it and when. */
export async function recordTransition(tx: Db, t: TransitionInput): Promise<number> {
  const [row] = await tx
    .insert(goalTransitions)
    .values({
      tenantId: t.tenantId,
      goalId: t.goalId,
      transitionableType: t.type ?? 'Goal',
      transitionableId: t.transitionableId ?? t.goalId,
      fromState: t.fromState ?? null,
      toState: t.toState ?? null,
      actionType: t.actionType ?? null,
      meta: t.meta ?? null,
      goalName: t.goalName,
      userId: t.userId,
      createdAt: t.at,
    })
    .returning({ id: goalTransitions.id });
  return row!.id;
}

/** True when `candidateParentId` is the goal itself or one of its descendants (a cycle). */
export async function wouldCycle(tx: Db, tenantId: number, goalId: number, candidateParentId: number): Promise<boolean> {
  if (goalId === candidateParentId) return true;
  const rows = await queryRows<{ found: boolean }>(
    tx,
    sql`WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, parent_id, 0 FROM goals WHERE tenant_id = ${tenantId} AND id = ${candidateParentId}
          UNION ALL
          SELECT g.id, g.parent_id, up.depth + 1 FROM goals g JOIN up ON g.tenant_id = ${tenantId} AND g.id = up.parent_id
          WHERE up.depth < 100)
        SELECT EXISTS (SELECT 1 FROM up WHERE id = ${goalId}) AS found`,
  );
  return rows[0]?.found === true;
}
