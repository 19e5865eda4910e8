import type { Work } from '../../http/unit-of-work';
import { recordAudit } from '../../audit';
import { REVIEW_AUDIENCES, type ReviewAudience } from '../../../domain/talent/review-questions';
import type { ReviewQuestions, ReviewQuestionsSave } from '../../../contract/talent-reviews';
import { toWireQuestion } from './answer-sheet';
import { askedOf, defaultQuestions, findAllCompanyQuestions, replaceCompanyQuestions } from './questions-queries';

const KEYS: Record<ReviewAudience, keyof ReviewQuestions> = { self: 'Self', peer: 'Peer', upward: 'Upward', manager: 'Manager' };

/** GET /talent/questions: each audience's own questions, or its defaults (IsDefault) while it has none saved. */
export async function getReviewQuestions(w: Work): Promise<ReviewQuestions> {
  const rows = await findAllCompanyQuestions(w.tx, w.actor.tenantId);
  const entries = REVIEW_AUDIENCES.map((audience) => {
    const own = rows.filter((r) => r.audience === audience);
    const questions = own.length > 0 ? own.map(askedOf) : defaultQuestions(audience);
    return [KEYS[audience], { IsDefault: own.length === 0, Questions: questions.map(toWireQuestion) }] as const;
  });
  return Object.fromEntries(entries) as ReviewQuestions;
}

const audited = (qs: { Text: string; Kind: string; Scale: string[] | null; Required: boolean }[]) =>
  qs.map((q) => ({ Text: q.Text, Kind: q.Kind, Scale: q.Scale, Required: q.Required }));

/**
 * PUT /talent/questions/{audience} (the talent admins): the audience's list, replaced in order. Forms already asked keep
 * the questions they copied, so this never rewrites an answer.
 */
export async function saveReviewQuestions(w: Work, audience: ReviewAudience, input: ReviewQuestionsSave): Promise<ReviewQuestions> {
  const { tenantId, userId } = w.actor;
  const before = (await getReviewQuestions(w))[KEYS[audience]];
  const questions = input.Questions.map((q) => ({
    text: q.Text.trim(),
    kind: q.Kind,
    scale: q.Kind === 'rating' ? (q.Scale ?? []).map((s) => s.trim()) : null,
    required: q.Required ?? true,
  }));
  await replaceCompanyQuestions(w.tx, { tenantId, userId, at: w.now, audience, questions });
  const after = await getReviewQuestions(w);
  await recordAudit(w.tx, {
    tenantId,
    actorId: userId,
    action: 'talent.questions',
    before: { [KEYS[audience]]: before.IsDefault ? null : audited(before.Questions) },
    after: { [KEYS[audience]]: audited(after[KEYS[audience]].Questions) },
    at: w.now,
  });
  return after;
}
