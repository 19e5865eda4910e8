import { badRequest } from '../../errors';
import { answerProblems, type AnswerProblem, type AskedQuestion, type QuestionAnswer } from '../../../domain/talent/review-questions';
import type { QuestionAnswer as WireAnswer, ReviewQuestion } from '../../../contract/talent-reviews';

// A form's questions and answers on the wire, and the check of an answer sheet (self-review, the manager's questions).

export const ANSWER_UNKNOWN_QUESTION = 'An answer names a question this form does not ask.';
export const ANSWER_REQUIRED = 'This is required.';
export const ANSWER_OUT_OF_SCALE = 'Choose one of the ratings on this scale.';
export const ANSWER_TOO_LONG = 'Must be at most 5000 characters.';

const PROBLEM_TEXT: Record<AnswerProblem['problem'], string> = {
  required: ANSWER_REQUIRED,
  outOfScale: ANSWER_OUT_OF_SCALE,
  tooLong: ANSWER_TOO_LONG,
};

export const toWireQuestion = (q: AskedQuestion): ReviewQuestion => ({
  Id: q.id,
  Text: q.text,
  Kind: q.kind,
  Scale: q.scale,
  Required: q.required,
});

export const fromWireAnswers = (answers: WireAnswer[]): QuestionAnswer[] =>
  answers.map((a) => ({ questionId: a.QuestionId, rating: a.Rating ?? null, text: a.Text ?? null }));
export const toWireAnswers = (answers: QuestionAnswer[] | null): WireAnswer[] =>
  (answers ?? []).map((a) => ({ QuestionId: a.questionId, Rating: a.rating, Text: a.text }));

/** Refuses answers that do not fit their form: 400 naming `Answers` or the first `Answers.<index>` (the question's place). */
export function checkAnswers(...args: Parameters<typeof answerProblems>): void {
  const problems = answerProblems(...args);
  if (problems === 'unknownQuestion') throw badRequest(ANSWER_UNKNOWN_QUESTION, 'Answers');
  const first = problems[0];
  if (first) throw badRequest(PROBLEM_TEXT[first.problem], `Answers.${first.index}`);
}
