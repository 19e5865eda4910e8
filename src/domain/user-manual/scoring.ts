/**
 * DISC-style scoring: answers → axis scores → angle and strength → type and Per1..Per4.
 *
 * The model is a circle on two axes, like the interpersonal circumplex. x runs from questioning (−1)
 * to accepting (+1): task- or people-first. y runs from thoughtful (−1) to active (+1): the pace.
 * Each axis score is the mean of its 18 items, each answer centred on Neutral (1..5 → −2..+2), reversed
 * for reverse-keyed items and divided by 2, so it lies in −1..1. The letters sit on the diagonals:
 * I active+accepting (45°), D active+questioning (135°), C thoughtful+questioning (225°),
 * S thoughtful+accepting (315°). The angle of the point (counter-clockwise from the accepting end)
 * falls in one of twelve half-open 30° sectors; these are the twelve types, each letter in the middle of
 * its own sector and flanked by its blends (D+I, D, D+C around 135°, …). Opposite letters never blend.
 * Borders: a point exactly on a border belongs to the sector that starts there (90° is D+I, 0° is I+S).
 * Centre: when both axes lie within ±0.05, the angle says nothing; the type is then S, with 25 for each
 * letter. S because a near-centre answer sheet describes someone who reported neither hurry nor delay,
 * neither challenge nor ready agreement — the even, moderate middle is the plainest reading of steadiness.
 * Strength is the distance from the centre over its largest possible value, 0..1. Shares: see sharesAt.
 */
import { placeOnCircle, type CirclePoint } from './disc-circle';
import { QUESTIONS, isAnswer, type Answers, type Axis } from './questionnaire';

export type DiscResult = CirclePoint;

/** Ids of the questions without a valid answer (1..5), in questionnaire order. Unknown ids are ignored. */
export const missingQuestionIds = (answers: Answers): number[] => QUESTIONS.filter((q) => !isAnswer(answers[q.id])).map((q) => q.id);

export function progressOf(answers: Answers): { answered: number; total: number } {
  return { answered: QUESTIONS.length - missingQuestionIds(answers).length, total: QUESTIONS.length };
}

/** Where to resume: the first question in order still without an answer, or null when all are answered. */
export const nextQuestionId = (answers: Answers): number | null => missingQuestionIds(answers)[0] ?? null;

export class IncompleteAnswersError extends Error {
  constructor(readonly missing: number[]) {
    super(`The assessment is not complete: ${missing.length} question(s) unanswered`);
    this.name = 'IncompleteAnswersError';
  }
}

function axisScore(answers: Answers, axis: Axis): number {
  const items = QUESTIONS.filter((q) => q.axis === axis);
  const sum = items.reduce((total, q) => total + ((answers[q.id] as number) - 3) * q.keyed, 0);
  return sum / (2 * items.length);
}

/** Scores a complete answer sheet; throws IncompleteAnswersError when a question has no valid answer. */
export function scoreAnswers(answers: Answers): DiscResult {
  const missing = missingQuestionIds(answers);
  if (missing.length > 0) throw new IncompleteAnswersError(missing);
  return placeOnCircle(axisScore(answers, 'active'), axisScore(answers, 'accepting'));
}
