import type { QuestionAnswer, ReviewQuestion } from '../../../../contract/talent-reviews';

// A form's answers as an antd form holds them (by question id) and as the API takes them.

/** The form's values under `Answers`: a rating's position or the words, by question id. */
export type AnswerValues = Record<string, number | string | null | undefined>;

export const answersToValues = (questions: ReviewQuestion[], answers: QuestionAnswer[]): AnswerValues =>
  Object.fromEntries(
    questions.map((q) => {
      const a = answers.find((x) => x.QuestionId === q.Id);
      return [String(q.Id), q.Kind === 'rating' ? (a?.Rating ?? undefined) : (a?.Text ?? undefined)];
    }),
  );

/** The answers given, in the questions' order; an empty one is left out. */
export const valuesToAnswers = (questions: ReviewQuestion[], values: AnswerValues | undefined): QuestionAnswer[] =>
  questions.flatMap((q): QuestionAnswer[] => {
    const v = values?.[String(q.Id)];
    if (q.Kind === 'rating') return typeof v === 'number' ? [{ QuestionId: q.Id, Rating: v, Text: null }] : [];
    const text = typeof v === 'string' ? v.trim() : '';
    return text ? [{ QuestionId: q.Id, Rating: null, Text: text }] : [];
  });

/** An answer as read: a rating's label with its place on the scale, or the words; null when not answered. */
export function answerShown(q: ReviewQuestion, a: QuestionAnswer | undefined, of: (label: string, n: number, size: number) => string) {
  if (!a) return null;
  if (q.Kind === 'rating') {
    const label = a.Rating !== null ? q.Scale?.[a.Rating - 1] : undefined;
    return label === undefined ? null : of(label, a.Rating!, q.Scale!.length);
  }
  return a.Text || null;
}
