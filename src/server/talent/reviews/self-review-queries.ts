import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackRequests } from '../../db/schema';

export type FeedbackRequestRow = typeof feedbackRequests.$inferSelect;

/** A person's self-review of a quarter: the feedback request of kind 'self' they answer about themself. */
export async function findSelfReview(tx: Db, tenantId: number, userId: number, periodId: number): Promise<FeedbackRequestRow | null> {
  return (await findSelfReviews(tx, tenantId, [userId], periodId))[0] ?? null;
}

export async function insertSelfReview(tx: Db, values: typeof feedbackRequests.$inferInsert): Promise<void> {
  await tx.insert(feedbackRequests).values(values);
}

export async function updateSelfReview(tx: Db, tenantId: number, id: number, set: Partial<typeof feedbackRequests.$inferInsert>) {
  await tx
    .update(feedbackRequests)
    .set(set)
    .where(and(eq(feedbackRequests.tenantId, tenantId), eq(feedbackRequests.id, id)));
}

/** The self-reviews of several people of a quarter, in one statement. */
export const findSelfReviews = (tx: Db, tenantId: number, userIds: number[], periodId: number): Promise<FeedbackRequestRow[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(feedbackRequests)
        .where(
          and(
            eq(feedbackRequests.tenantId, tenantId),
            inArray(feedbackRequests.subjectId, userIds),
            eq(feedbackRequests.periodId, periodId),
            eq(feedbackRequests.kind, 'self'),
            eq(feedbackRequests.respondentId, feedbackRequests.subjectId),
          ),
        );
