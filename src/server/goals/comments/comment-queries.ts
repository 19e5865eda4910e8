import { and, asc, eq } from 'drizzle-orm';
import { sameTenant } from '../../db/tenant-filter';
import type { Db } from '../../db/client';
import { comments, goalStatuses, goalTransitions, users } from '../../db/schema';
import type { Comment } from '../../../contract/goals';

export type CommentRow = typeof comments.$inferSelect;

// A weekly status carries at most this many comments in one answer.
export const STATUS_COMMENT_LIMIT = 200;

/** The goal a weekly status belongs to; null when the status does not exist in this tenant. */
export async function findStatusGoalId(tx: Db, tenantId: number, statusId: number): Promise<number | null> {
  const [row] = await tx
    .select({ goalId: goalStatuses.goalId })
    .from(goalStatuses)
    .where(and(eq(goalStatuses.tenantId, tenantId), eq(goalStatuses.id, statusId)));
  return row?.goalId ?? null;
}

/** The goal a history entry belongs to; null when the transition does not exist in this tenant. */
export async function findTransitionGoalId(tx: Db, tenantId: number, transitionId: number): Promise<number | null> {
  const [row] = await tx
    .select({ goalId: goalTransitions.goalId })
    .from(goalTransitions)
    .where(and(eq(goalTransitions.tenantId, tenantId), eq(goalTransitions.id, transitionId)));
  return row?.goalId ?? null;
}

export async function findCommentWithAuthor(tx: Db, tenantId: number, id: number): Promise<{ c: CommentRow; name: string } | null> {
  const [row] = await tx
    .select({ c: comments, name: users.name })
    .from(comments)
    .innerJoin(users, and(sameTenant(users.tenantId, comments.tenantId, tenantId), eq(users.id, comments.userId)))
    .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)));
  return row ?? null;
}

export async function insertComment(
  tx: Db,
  c: { tenantId: number; goalId: number; type: Comment['Type']; commentableId: number; userId: number; body: string; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(comments)
    .values({
      tenantId: c.tenantId,
      goalId: c.goalId,
      commentableType: c.type,
      commentableId: c.commentableId,
      userId: c.userId,
      body: c.body,
      createdAt: c.at,
      updatedAt: c.at,
    })
    .returning({ id: comments.id });
  return row!.id;
}

export async function updateCommentBody(tx: Db, tenantId: number, id: number, body: string, at: Date) {
  await tx
    .update(comments)
    .set({ body, updatedAt: at })
    .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)));
}

export async function deleteCommentRow(tx: Db, tenantId: number, id: number) {
  await tx.delete(comments).where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)));
}

/** The comments on one weekly status, oldest first, bounded. */
export async function findStatusCommentRows(tx: Db, tenantId: number, statusId: number) {
  return tx
    .select({ c: comments, name: users.name })
    .from(comments)
    .innerJoin(users, and(sameTenant(users.tenantId, comments.tenantId, tenantId), eq(users.id, comments.userId)))
    .where(and(eq(comments.tenantId, tenantId), eq(comments.commentableType, 'GoalStatus'), eq(comments.commentableId, statusId)))
    .orderBy(asc(comments.id))
    .limit(STATUS_COMMENT_LIMIT);
}
