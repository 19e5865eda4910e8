import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goalEdits, goalFollows, goalTransitions, goals } from '../../db/schema';
import { goalTreesChanged } from '../tree-versions';

/** Stops following when the viewer follows the goal, starts otherwise; answers whether they follow now. */
export async function toggleFollow(tx: Db, f: { tenantId: number; userId: number; goalId: number; at: Date }): Promise<boolean> {
  const removed = await tx
    .delete(goalFollows)
    .where(and(eq(goalFollows.tenantId, f.tenantId), eq(goalFollows.userId, f.userId), eq(goalFollows.goalId, f.goalId)))
    .returning({ goalId: goalFollows.goalId });
  if (removed.length > 0) return false;
  await tx.insert(goalFollows).values({ tenantId: f.tenantId, userId: f.userId, goalId: f.goalId, createdAt: f.at }).onConflictDoNothing();
  return true;
}

/**
 * Moves the live goals aligned to a goal up to a new parent, recording a parent change on each, and
 * re-points open edits that proposed the goal as their parent. Two statements however many children.
 */
export async function moveChildrenUp(
  tx: Db,
  m: { tenantId: number; fromParentId: number; toParentId: number | null; userId: number; reason: string; at: Date },
): Promise<number> {
  const moved = await tx
    .update(goals)
    .set({ parentId: m.toParentId, updatedAt: m.at })
    .where(and(eq(goals.tenantId, m.tenantId), eq(goals.parentId, m.fromParentId), isNull(goals.deletedAt)))
    .returning({ id: goals.id, title: goals.title });
  if (moved.length > 0) {
    await goalTreesChanged(
      tx,
      m.tenantId,
      moved.map((g) => g.id),
    );
    await tx.insert(goalTransitions).values(
      moved.map((g) => ({
        tenantId: m.tenantId,
        goalId: g.id,
        transitionableType: 'Goal',
        transitionableId: g.id,
        actionType: 1,
        meta: { FromParentId: m.fromParentId, ToParentId: m.toParentId, Reason: m.reason },
        goalName: g.title,
        userId: m.userId,
        createdAt: m.at,
      })),
    );
  }
  await tx
    .update(goalEdits)
    .set({ parentId: m.toParentId, updatedAt: m.at })
    .where(and(eq(goalEdits.tenantId, m.tenantId), eq(goalEdits.parentId, m.fromParentId), inArray(goalEdits.state, ['draft', 'review'])));
  return moved.length;
}
