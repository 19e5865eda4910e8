import { QUESTIONS, type Answer, type Answers, type Axis } from './questionnaire';

/**
 * An answer sheet (for tests and the demo company) whose axis scores are as close as the answers allow to the given point
 * (each axis −1..1; an axis moves in steps of 1/36). Earlier items take the larger answers.
 */
export function answersFor(active: number, accepting: number): Record<number, Answer> {
  const left: Record<Axis, number> = { active: Math.round(active * 36), accepting: Math.round(accepting * 36) };
  const answers: Record<number, Answer> = {};
  for (const q of QUESTIONS) {
    const step = Math.max(-2, Math.min(2, left[q.axis]));
    left[q.axis] -= step;
    answers[q.id] = (3 + step * q.keyed) as Answer;
  }
  return answers;
}

export const allAnswered = (answer: Answer): Answers => Object.fromEntries(QUESTIONS.map((q) => [q.id, answer]));
