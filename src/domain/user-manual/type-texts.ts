import type { DiscType } from './disc-types';
import type { Answer, Axis, QuestionId } from './questionnaire';
import type { ScaleBand } from './report-texts';

/** The details everyone sees, in report order. */
export const DETAIL_KEYS = ['atBest', 'communication', 'drains', 'underPressure'] as const;

/** The details added for the CEO or someone above the person (report mode 1), in report order after the others. */
export const MANAGER_DETAIL_KEYS = ['workingWith', 'feedback', 'motivation'] as const;

export type DetailKey = (typeof DETAIL_KEYS)[number] | (typeof MANAGER_DETAIL_KEYS)[number];

/** What Trellis's own texts say of each DISC-style type: a title, a summary and each detail. */
export type TypeTextKey = 'title' | 'summary' | DetailKey;

/**
 * The questionnaire's and the report's words in one language. They are the catalogue's (`manual:disc`,
 * src/i18n/<language>/manual/), which the domain does not import: the server hands them in, and the web reads the same
 * keys with t().
 */
export type DiscTexts = {
  /** Each statement by its question's id. */
  questions: Readonly<Record<QuestionId, string>>;
  /** Each answer's words, Strongly disagree (1) to Strongly agree (5). */
  choices: Readonly<Record<Answer, string>>;
  /** Each text of each type, by what it is, then by type. */
  types: Readonly<Record<TypeTextKey, Readonly<Record<DiscType, string>>>>;
  /** The details' titles, and the title of a manual entry's own words. */
  details: Readonly<Record<DetailKey | 'ownWords', string>>;
  /** Each scale's name ('Active/Thoughtful': its two ends) and what each band of it says, by its axis. */
  scales: { readonly name: Readonly<Record<Axis, string>> } & Readonly<Record<Axis, Readonly<Record<ScaleBand, string>>>>;
};
