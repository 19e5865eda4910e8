import { z } from 'zod';
import { PEER_VISIBILITIES, REVIEW_AUDIENCES } from '../domain/talent/review-questions';
import { SELF_REVIEW_STATES } from '../domain/talent/self-review-rules';
import { requiredText, text } from './common';

// Appraisals with more voices (issue 34, decision 077): the voices' settings, the company's review questions and the
// self-review. Answers follow the questions of their own form by the questions' ids.

export const QUESTION_REQUIRED = 'This is required.';
export const PEER_CAP_INVALID = 'Choose from 1 to 20 peers.';
export const SCALE_INVALID = 'A rating scale has 2 to 10 labels.';
export const SCALE_ONLY_FOR_RATING = 'Only a rating question has a scale.';
export const TOO_MANY_QUESTIONS = 'Ask at most 20 questions.';
export const MAX_QUESTIONS = 20;
export const MAX_SCALE_LABELS = 10;

/** GET and PUT /talent/reviews/settings: which of the appraisal's other voices the company asks for. */
export const ReviewSettings = z.object({
  SelfReviewOn: z.boolean({ error: QUESTION_REQUIRED }).describe('Employees write a self-review each quarter'),
  PeerFeedbackOn: z.boolean({ error: QUESTION_REQUIRED }).describe('Employees nominate peers who give feedback'),
  UpwardFeedbackOn: z.boolean({ error: QUESTION_REQUIRED }).describe('Reports give their manager feedback (always anonymous)'),
  PeerCap: z
    .number({ error: PEER_CAP_INVALID })
    .int(PEER_CAP_INVALID)
    .min(1, PEER_CAP_INVALID)
    .max(20, PEER_CAP_INVALID)
    .describe('How many peers an employee may nominate'),
  PeerVisibility: z
    .enum(PEER_VISIBILITIES)
    .describe("How the employee sees their peers' answers: named, anonymous, or only a summary (averages and a count)"),
});
export type ReviewSettings = z.infer<typeof ReviewSettings>;

export const QuestionKind = z.enum(['rating', 'text']);

/** A question as a form asks it (or as the company keeps it: then the Id is the company question's). */
export const ReviewQuestion = z.object({
  Id: z.number(),
  Text: z.string(),
  Kind: QuestionKind,
  Scale: z.array(z.string()).nullable().describe("A rating's labels, lowest first; null for a text question"),
  Required: z.boolean(),
});
export type ReviewQuestion = z.infer<typeof ReviewQuestion>;

export const AudienceQuestions = z.object({
  IsDefault: z.boolean().describe('The built-in questions, shown while the company has saved none for this audience'),
  Questions: z.array(ReviewQuestion),
});
export type AudienceQuestions = z.infer<typeof AudienceQuestions>;

/** GET /talent/questions: the company's questions per audience. */
export const ReviewQuestions = z.object({
  Self: AudienceQuestions,
  Peer: AudienceQuestions,
  Upward: AudienceQuestions,
  Manager: AudienceQuestions,
});
export type ReviewQuestions = z.infer<typeof ReviewQuestions>;

const QuestionSave = z
  .object({
    Text: requiredText(500, QUESTION_REQUIRED),
    Kind: QuestionKind,
    Scale: z.array(requiredText(60, QUESTION_REQUIRED)).nullish(),
    Required: z.boolean().default(true),
  })
  .superRefine((q, ctx) => {
    const n = q.Scale?.length ?? 0;
    if (q.Kind === 'rating' && (n < 2 || n > MAX_SCALE_LABELS)) ctx.addIssue({ code: 'custom', message: SCALE_INVALID, path: ['Scale'] });
    if (q.Kind === 'text' && n > 0) ctx.addIssue({ code: 'custom', message: SCALE_ONLY_FOR_RATING, path: ['Scale'] });
  });

/** PUT /talent/questions/{audience}: the audience's questions in order, replacing those it had. */
export const ReviewQuestionsSave = z.object({
  Questions: z.array(QuestionSave).max(MAX_QUESTIONS, TOO_MANY_QUESTIONS),
});
export type ReviewQuestionsSave = z.input<typeof ReviewQuestionsSave>;

export const AudienceParam = z.object({ audience: z.enum(REVIEW_AUDIENCES) });

/** An answer to one question of a form, by the question's id: a rating (1 … the scale's length) or words. */
export const QuestionAnswer = z.object({
  QuestionId: z.number().int().positive(),
  Rating: z.number().int().nullable().default(null),
  Text: text(20_000).nullable().default(null),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;
export type QuestionAnswerInput = z.input<typeof QuestionAnswer>;
export const QuestionAnswers = z.array(QuestionAnswer).max(100);

const id = z.coerce.number().int().positive();
export const SelfReviewParams = z.object({ periodId: id });
export const SelfReviewOfParams = z.object({ periodId: id, userId: id });

/** GET /talent/self-review/{periodId}[/{userId}]. */
export const SelfReview = z.object({
  PeriodId: z.number(),
  UserId: z.number(),
  State: z.enum(SELF_REVIEW_STATES).describe('A draft is shown to nobody but its writer'),
  Open: z.boolean().describe('The writer may still change it: self-reviews are on, the quarter open and the appraisal not shared'),
  DueOn: z.string().describe('The day it is due (YYYY-MM-DD)'),
  Questions: z.array(ReviewQuestion).describe('The questions it keeps, or those it would ask'),
  Answers: z.array(QuestionAnswer),
  SubmittedAt: z.string().nullable(),
});
export type SelfReview = z.infer<typeof SelfReview>;

/** PUT /talent/self-review/{periodId}: a draft, or handed in (Submit). */
export const SelfReviewSave = z.object({ Answers: QuestionAnswers, Submit: z.boolean().default(false) });
export type SelfReviewSave = z.input<typeof SelfReviewSave>;
