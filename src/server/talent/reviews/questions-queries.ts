import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewQuestions } from '../../db/schema';
import { DEFAULT_QUESTIONS, type AskedQuestion, type CompanyQuestion, type ReviewAudience } from '../../../domain/talent/review-questions';

/** The company's questions for an audience, in order, as stored (none until its HR admin saves some). */
export const findCompanyQuestions = (tx: Db, tenantId: number, audience: ReviewAudience) =>
  tx
    .select()
    .from(reviewQuestions)
    .where(and(eq(reviewQuestions.tenantId, tenantId), eq(reviewQuestions.audience, audience)))
    .orderBy(asc(reviewQuestions.position), asc(reviewQuestions.id));

/** Every audience's stored questions of the company, in order (one statement for the settings screen). */
export const findAllCompanyQuestions = (tx: Db, tenantId: number) =>
  tx
    .select()
    .from(reviewQuestions)
    .where(eq(reviewQuestions.tenantId, tenantId))
    .orderBy(asc(reviewQuestions.audience), asc(reviewQuestions.position), asc(reviewQuestions.id));

/** Replaces an audience's questions with `questions`, in their order. */
export async function replaceCompanyQuestions(
  tx: Db,
  q: { tenantId: number; userId: number; at: Date; audience: ReviewAudience; questions: CompanyQuestion[] },
) {
  await tx.delete(reviewQuestions).where(and(eq(reviewQuestions.tenantId, q.tenantId), eq(reviewQuestions.audience, q.audience)));
  if (q.questions.length === 0) return;
  await tx.insert(reviewQuestions).values(
    q.questions.map((x, position) => ({
      tenantId: q.tenantId,
      audience: q.audience,
      position,
      text: x.text,
      kind: x.kind,
      scale: x.scale,
      required: x.required,
      updatedById: q.userId,
      createdAt: q.at,
      updatedAt: q.at,
    })),
  );
}

/** The defaults of an audience as a form asks them: their ids are their positions. */
export const defaultQuestions = (audience: ReviewAudience): AskedQuestion[] =>
  DEFAULT_QUESTIONS[audience].map((q, i) => ({ id: i + 1, ...q }));

type StoredQuestion = Awaited<ReturnType<typeof findCompanyQuestions>>[number];
export const askedOf = (q: StoredQuestion): AskedQuestion => ({
  id: q.id,
  text: q.text,
  kind: q.kind as AskedQuestion['kind'],
  scale: q.scale,
  required: q.required,
});

/**
 * The questions a new form of an audience asks, to be kept with it: the company's own, or the defaults while it has
 * none. Ids are the company questions' (the defaults' are their positions); they only tie answers to questions inside
 * the one form.
 */
export async function questionsToAsk(tx: Db, tenantId: number, audience: ReviewAudience): Promise<AskedQuestion[]> {
  const own = await findCompanyQuestions(tx, tenantId, audience);
  return own.length === 0 ? defaultQuestions(audience) : own.map(askedOf);
}
