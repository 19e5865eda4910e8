import { GOAL_STATES, STATE_NAMES, type GoalState } from '../goals/states';
import { statusLine } from '../goals/levels';
import { trendSentence, type TrendWeek } from './quarter-trend';

// The slides of an AI summary (spec 001 §9: six goals per summary slide, four per annual slide). The .pptx and the
// screen's preview are both drawn from this outline, so what one previews is what one downloads.

export const GOALS_PER_SUMMARY_SLIDE = 6;
export const GOALS_PER_ANNUAL_SLIDE = 4;

export type DeckGoal = {
  id: number;
  title: string;
  ownerName: string;
  state: GoalState;
  likelihood: number | null;
  quality: number | null;
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

/** Consecutive pages of at most `size` items; none for no items. */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** Goals per state, in the states' order, leaving out states no goal is in. */
export function countByState(goals: readonly { state: GoalState }[]): StateCount[] {
  return GOAL_STATES.map((state) => ({ state, label: STATE_NAMES[state], count: goals.filter((g) => g.state === state).length })).filter(
    (c) => c.count > 0,
  );
}

const readerOf = (forWhom: 1 | 2) => (forWhom === 2 ? 'Written for the CEO' : 'Written for me');

function goalSlides(heading: string, goals: readonly DeckGoal[], size: number, detail: 'summary' | 'annual'): Slide[] {
  const pages = pagesOf(goals, size);
  return pages.map((page, i) => ({
    kind: 'goals',
    heading: pages.length > 1 ? `${heading} (${i + 1} of ${pages.length})` : heading,
    goals: page,
    detail,
  }));
}

/** A quarter's deck: a title slide, the quarter at a glance with its chart, then six goals a slide. */
export function quarterDeck(input: QuarterDeckInput): Slide[] {
  return [
    { kind: 'title', title: `Quarter summary · ${input.periodName}`, subtitle: input.personName, reader: readerOf(input.forWhom) },
    { kind: 'overview', heading: 'The quarter at a glance', text: input.summary, chart: countByState(input.goals), trend: input.trend },
    ...goalSlides('Goals', input.goals, GOALS_PER_SUMMARY_SLIDE, 'summary'),
  ];
}

/** A year's deck: a title slide, the executive summary with the year's chart, then per quarter its text and four goals a slide. */
export function annualDeck(input: AnnualDeckInput): Slide[] {
  const all = input.quarters.flatMap((q) => q.goals);
  return [
    { kind: 'title', title: `Annual summary · ${input.year}`, subtitle: input.personName, reader: readerOf(input.forWhom) },
    // A year's weeks belong to four quarters: each quarter's slide charts its own.
    { kind: 'overview', heading: 'The year at a glance', text: input.summary, chart: countByState(all), trend: [] },
    ...input.quarters.flatMap((q): Slide[] => [
      { kind: 'overview', heading: q.name, text: q.summary, chart: countByState(q.goals), trend: q.trend },
      ...goalSlides(`${q.name} · goals`, q.goals, GOALS_PER_ANNUAL_SLIDE, 'annual'),
    ]),
  ];
}

/**
 * What the presenter reads under a slide (PowerPoint's speaker notes, issue 28): on a goals slide each goal's facts —
 * title, owner, state, the latest update, the key results and the summary's words — and on an overview its whole text
 * and the trend in a sentence. A title slide has none.
 */
export function speakerNotesOf(slide: Slide): string {
  if (slide.kind === 'title') return '';
  if (slide.kind === 'overview') return [slide.text, slide.trend.length ? trendSentence(slide.trend) : ''].filter(Boolean).join('\n\n');
  return slide.goals
    .map((g) =>
      [
        `${g.title} — ${g.ownerName}`,
        `State: ${STATE_NAMES[g.state]}`,
        statusLine(g.likelihood, g.quality),
        g.measurements ? `Key results: ${g.measurements.replace(/\s*\n\s*/g, '; ')}` : '',
        g.summary,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
}
