import { germanWordsOf } from '../german-words';
import { wordsOf } from '../text';

// Goal templates of the built-in provider, a few per functional area (spec 000 §7). `{focus}` is filled
// from the context the person gives, or with the template's own focus. Targets are relative or common
// benchmarks, never a baseline we cannot know; the suggestion tells the person to set them against theirs.

export const FUNCTIONAL_AREAS = [
  'Legal',
  'Product',
  'Marketing',
  'Sales',
  'Human Resources',
  'Accounting/Finance',
  'Information Technology',
  'Executive',
] as const;
export type FunctionalArea = (typeof FUNCTIONAL_AREAS)[number];

/** The area a request's Category names (case and spacing aside), or null. */
export function toFunctionalArea(value: string): FunctionalArea | null {
  const key = value.replace(/\s+/g, ' ').trim().toLowerCase();
  return FUNCTIONAL_AREAS.find((a) => a.toLowerCase() === key) ?? null;
}

export type GoalTemplate = {
  /** Words that make the template fit a context, parent goal or title. */
  keywords: readonly string[];
  focus: string;
  /** SMART title: specific, with a number and a unit; English adds its time bound after it, German at `{when}`. */
  smart: string;
  /** OKR objective: qualitative, no number. */
  objective: string;
  /** Measurements or Key Results: each with a number and a unit. */
  results: readonly string[];
  /** One sentence: why the goal matters. */
  why: string;
  /** Two pieces of work that get it done (the Initiatives of an OKR). */
  initiatives: readonly [string, string];
};

type TemplateParts = [
  keywords: string,
  focus: string,
  smart: string,
  objective: string,
  results: string[],
  why: string,
  initiatives: [string, string],
];

/** A maker of templates from their parts, whose keywords (one string) become words of `keywordsOf`. */
const templateOf =
  (keywordsOf: (text: string) => string[]) =>
  (...[keywords, focus, smart, objective, results, why, initiatives]: TemplateParts): GoalTemplate => ({
    keywords: keywordsOf(keywords),
    focus,
    smart,
    objective,
    results,
    why,
    initiatives,
  });

/** An English template. */
export const t = templateOf(wordsOf);

/** A German template: its keywords German words (umlauts folded), its SMART title with `{when}` where the deadline goes. */
export const tDe = templateOf(germanWordsOf);
