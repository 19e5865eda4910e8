import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewQuestions } from '../../db/schema';
import { DEFAULT_QUESTIONS, type AskedQuestion, type ReviewAudience } from '../../../domain/talent/review-questions';

/** The company's questions for an audience, in order, as stored (none until its HR admin saves some). */
export const findCompanyQuestions = (tx: Db, tenantId: number, audience: ReviewAudience) =>
  tx
    .select()
    .from(reviewQuestions)
    .where(and(eq(reviewQuestions.tenantId, tenantId), eq(reviewQuestions.audience, audience)))
    .orderBy(asc(reviewQuestions.position), asc(reviewQuestions.id));

/**
 * The questions a new form of an audience asks, to be kept with it: the company's own, or the defaults while it has
 * none. Ids are the company questions' (the defaults' are their positions); they only tie answers to questions inside
 * the one form.
 */
export async function questionsToAsk(tx: Db, tenantId: number, audience: ReviewAudience): Promise<AskedQuestion[]> {
  const own = await findCompanyQuestions(tx, tenantId, audience);
  if (own.length === 0) return DEFAULT_QUESTIONS[audience].map((q, i) => ({ id: i + 1, ...q }));
  return own.map((q) => ({ id: q.id, text: q.text, kind: q.kind as AskedQuestion['kind'], scale: q.scale, required: q.required }));
}
