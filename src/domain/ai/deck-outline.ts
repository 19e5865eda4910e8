import { GOAL_STATES, STATE_NAMES, type GoalState } from '../goals/states';
import { statusLine } from '../goals/levels';
import { trendSentence, type TrendWeek } from './quarter-trend';

// The slides of an AI summary (spec 001 §9: six goals per summary slide, four per annual slide). The .pptx and the
// screen's preview are both drawn from this outline, so what one previews is what one downloads. Its words are handed in.

export const GOALS_PER_SUMMARY_SLIDE = 6;
export const GOALS_PER_ANNUAL_SLIDE = 4;

export type DeckGoal = {
  id: number;
  title: string;
  ownerName: string;
  state: GoalState;
  likelihood: number | null;
  quality: number | null;
  /** Percent from its measured key results (issue 31), null without any. */
  progress: number | null;
  measurements: string;
  summary: string;
};
export type StateCount = { state: GoalState; label: string; count: number };

export type Slide =
  | { kind: 'title'; title: string; subtitle: string; reader: string }
  | { kind: 'overview'; heading: string; text: string; chart: StateCount[]; trend: TrendWeek[] }
  | { kind: 'goals'; heading: string; goals: DeckGoal[]; detail: 'summary' | 'annual' };

export type QuarterDeckInput = {
  periodName: string;
  personName: string;
  forWhom: 1 | 2;
  summary: string;
  goals: DeckGoal[];
  trend: TrendWeek[];
};
export type AnnualDeckInput = {
  year: number;
  personName: string;
  forWhom: 1 | 2;
  summary: string;
  quarters: { name: string; summary: string; goals: DeckGoal[]; trend: TrendWeek[] }[];
};

/**
 * The deck's own words in one language: its titles, headings, the states' names and the speaker notes' labels; the
 * summary's texts and people's names are not among them. They are the catalogue's (`files:deck`, and the goals screens'
 * names of states and levels), which the domain does not import: the server hands them in.
 */
export type DeckWords = {
  quarterTitle: (period: string) => string;
  annualTitle: (year: number) => string;
  reader: (forWhom: 1 | 2) => string;
  quarterGlance: string;
  yearGlance: string;
  goals: string;
  quarterGoals: (quarter: string) => string;
  /** The heading of one of several slides: 'Goals (1 of 2)'. */
  page: (heading: string, number: number, total: number) => string;
  state: (state: GoalState) => string;
  notes: {
    state: (state: GoalState) => string;
    /** The latest levels in one line, or that there was no update. */
    status: (likelihood: number | null, quality: number | null) => string;
    keyResults: (list: string) => string;
    trend: (trend: readonly TrendWeek[]) => string;
  };
};

/**
 * The words in English, as the catalogue's `files:deck` has them (src/server/ai/summaries/slides/deck-words.test.ts
 * holds the two the same). The server always hands in the catalogue's; these are for the screen's preview, which
 * draws the outline without words of its own.
 */
export const ENGLISH_DECK_WORDS: DeckWords = {
  quarterTitle: (period) => `Quarter summary · ${period}`,
  annualTitle: (year) => `Annual summary · ${year}`,
  reader: (forWhom) => (forWhom === 2 ? 'Written for the CEO' : 'Written for me'),
  quarterGlance: 'The quarter at a glance',
  yearGlance: 'The year at a glance',
  goals: 'Goals',
  quarterGoals: (quarter) => `${quarter} · goals`,
  page: (heading, number, total) => `${heading} (${number} of ${total})`,
  state: (state) => STATE_NAMES[state],
  notes: {
    state: (state) => `State: ${STATE_NAMES[state]}`,
    status: statusLine,
    keyResults: (list) => `Key results: ${list}`,
    trend: trendSentence,
  },
};

/** Consecutive pages of at most `size` items; none for no items. */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** Goals per state, in the states' order, leaving out states no goal is in; each state named in `words`. */
export function countByState(goals: readonly { state: GoalState }[], words: DeckWords): StateCount[] {
  return GOAL_STATES.map((state) => ({ state, label: words.state(state), count: goals.filter((g) => g.state === state).length })).filter(
    (c) => c.count > 0,
  );
}

function goalSlides(heading: string, goals: readonly DeckGoal[], size: number, detail: 'summary' | 'annual', words: DeckWords): Slide[] {
  const pages = pagesOf(goals, size);
  return pages.map((page, i) => ({
    kind: 'goals',
    heading: pages.length > 1 ? words.page(heading, i + 1, pages.length) : heading,
    goals: page,
    detail,
  }));
}

/** A quarter's deck: a title slide, the quarter at a glance with its chart, then six goals a slide. */
export function quarterDeck(input: QuarterDeckInput, words: DeckWords): Slide[] {
  return [
    { kind: 'title', title: words.quarterTitle(input.periodName), subtitle: input.personName, reader: words.reader(input.forWhom) },
    { kind: 'overview', heading: words.quarterGlance, text: input.summary, chart: countByState(input.goals, words), trend: input.trend },
    ...goalSlides(words.goals, input.goals, GOALS_PER_SUMMARY_SLIDE, 'summary', words),
  ];
}

/** A year's deck: a title slide, the executive summary with the year's chart, then per quarter its text and four goals a slide. */
export function annualDeck(input: AnnualDeckInput, words: DeckWords): Slide[] {
  const all = input.quarters.flatMap((q) => q.goals);
  return [
    { kind: 'title', title: words.annualTitle(input.year), subtitle: input.personName, reader: words.reader(input.forWhom) },
    // A year's weeks belong to four quarters: each quarter's slide charts its own.
    { kind: 'overview', heading: words.yearGlance, text: input.summary, chart: countByState(all, words), trend: [] },
    ...input.quarters.flatMap((q): Slide[] => [
      { kind: 'overview', heading: q.name, text: q.summary, chart: countByState(q.goals, words), trend: q.trend },
      ...goalSlides(words.quarterGoals(q.name), q.goals, GOALS_PER_ANNUAL_SLIDE, 'annual', words),
    ]),
  ];
}

/**
 * What the presenter reads under a slide (PowerPoint's speaker notes, issue 28): on a goals slide each goal's facts —
 * title, owner, state, the latest update, the key results and the summary's words — and on an overview its whole text
 * and the trend in a sentence. A title slide has none.
 */
export function speakerNotesOf(slide: Slide, { notes }: DeckWords): string {
  if (slide.kind === 'title') return '';
  if (slide.kind === 'overview') return [slide.text, slide.trend.length ? notes.trend(slide.trend) : ''].filter(Boolean).join('\n\n');
  return slide.goals
    .map((g) =>
      [
        `${g.title} — ${g.ownerName}`,
        notes.state(g.state),
        notes.status(g.likelihood, g.quality),
        g.measurements ? notes.keyResults(g.measurements.replace(/\s*\n\s*/g, '; ')) : '',
        g.summary,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
}
