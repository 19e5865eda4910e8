import { annualDeck, ENGLISH_DECK_WORDS, quarterDeck, type DeckGoal, type DeckWords, type Slide } from '../domain/ai/deck-outline';
import type { TrendWeek } from '../domain/ai/quarter-trend';
import type { AiSummaryAnswer, SummaryGoal, SummaryTrendWeek } from './ai-summaries';

// The texts of a summary answer, keyed, and its slides: one reading for the downloaded deck (server) and the
// preview (web), so what one previews is what one downloads. Keys: 'summary' the overview (or the year's executive
// summary), 'goal:{id}' a goal's text, 'period:{id}' a quarter's line of the year.

export type TextKey = 'summary' | `goal:${number}` | `period:${number}`;
export type Texts = Partial<Record<TextKey, string>>;

export const goalKey = (id: number): TextKey => `goal:${id}`;
export const periodKey = (id: number): TextKey => `period:${id}`;

/** Every text of an answer as the server keeps it. */
export function savedTexts(answer: AiSummaryAnswer): Texts {
  const texts: Texts = {};
  if (answer.Kind === 'quarter' && answer.GoalSummary) {
    texts.summary = answer.GoalSummary.Summary;
    for (const g of answer.GoalSummary.Goals) texts[goalKey(g.Id)] = g.Summary;
  }
  if (answer.Kind === 'annual' && answer.AnnualSummary) {
    texts.summary = answer.AnnualSummary.Summary;
    for (const p of answer.AnnualSummary.Periods) texts[periodKey(p.PeriodId)] = p.Summary;
  }
  return texts;
}

const deckGoal = (g: SummaryGoal, summary: string): DeckGoal => ({
  id: g.Id,
  title: g.Title,
  ownerName: g.OwnerName,
  state: g.State,
  likelihood: g.Likelihood,
  quality: g.Quality,
  progress: g.Progress ?? null,
  measurements: g.Measurments,
  summary,
});

const trendOf = (weeks: SummaryTrendWeek[] | undefined): TrendWeek[] =>
  (weeks ?? []).map((w) => ({ week: w.Week, likelihood: w.Likelihood, quality: w.Quality, goals: w.Goals }));

/** The year an annual answer is of: its quarters' (null for a quarter's answer, or a year without quarters). */
export const yearOf = (answer: AiSummaryAnswer, fallback: number) =>
  Number(answer.Context?.Quarters[0]?.Name.match(/\d{4}/)?.[0] ?? fallback);

/**
 * The slides of a summary; `edits` (the screen's unsaved texts) take the place of the kept ones. The deck's own words
 * are `words`: the server's in the reader's language, English for a caller that gives none.
 */
export function slidesOfAnswer(answer: AiSummaryAnswer, year: number, edits: Texts = {}, words: DeckWords = ENGLISH_DECK_WORDS): Slide[] {
  const saved = savedTexts(answer);
  const text = (key: TextKey) => edits[key] ?? saved[key] ?? '';
  const personName = answer.User?.Name ?? '';
  if (answer.Kind === 'quarter') {
    const goals = (answer.Context?.Goals ?? []).map((g) => deckGoal(g, text(goalKey(g.Id))));
    return quarterDeck(
      {
        periodName: answer.Context?.Period?.Name ?? '',
        personName,
        forWhom: answer.ForWhom,
        summary: text('summary'),
        goals,
        trend: trendOf(answer.Context?.Trend),
      },
      words,
    );
  }
  const quarters = (answer.Context?.Quarters ?? []).map((q) => ({
    name: q.Name,
    summary: text(periodKey(q.PeriodId)),
    goals: q.Goals.map((g) => deckGoal(g, '')),
    trend: trendOf(q.Trend),
  }));
  return annualDeck({ year, personName, forWhom: answer.ForWhom, summary: text('summary'), quarters }, words);
}
