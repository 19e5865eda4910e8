import type { TFunction } from 'i18next';
import type { SeenAnswer, SeenSummary } from '../../../../contract/talent-feedback';
import { isObserver } from '../../../../domain/askers';

/** The Feedback tab is for everyone signed in who takes part in appraisals: not observers. */
export const seesFeedback = (viewer: { RoleName: string }) => !isObserver({ roleName: viewer.RoleName });

type Line = { question: string; rating: string | null; text: string | null };
export type AnswerGroup = { key: string; title: string | null; lines: Line[] };

const lineOf = (a: SeenAnswer): Line => ({
  question: a.Question,
  rating: a.Rating !== null && a.Scale ? (a.Scale[a.Rating - 1] ?? String(a.Rating)) : null,
  text: a.Text,
});

/**
 * Named answers grouped by their writer (in the order given), anonymous ones by question: an anonymous group never
 * puts one writer's answers together.
 */
export function answerGroups(answers: SeenAnswer[]): AnswerGroup[] {
  const groups = new Map<string, AnswerGroup>();
  for (const a of answers) {
    const key = a.Writer ? `w${a.Writer.Id}` : `q${a.Question}`;
    const g = groups.get(key) ?? { key, title: a.Writer ? a.Writer.Name : a.Question, lines: [] };
    g.lines.push(lineOf(a));
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => (g.key.startsWith('q') ? { ...g, lines: g.lines.map((l) => ({ ...l, question: '' })) } : g));
}

/** '3.33 of 5 (Agree)': an average on its scale, with the label it is nearest to. */
export function ratingText(r: SeenSummary, t: TFunction<'talent'>): string {
  const nearest = r.Scale[Math.round(r.Average) - 1] ?? '';
  return t('feedback.section.averageOf', { average: r.Average.toFixed(2), of: r.Scale.length, label: nearest });
}
