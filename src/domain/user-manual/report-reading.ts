import { DISC_LETTERS, LETTER_NAMES, type DiscLetter } from './disc-types';
import { DETAIL_KEYS, MANAGER_DETAIL_KEYS, type DetailKey } from './type-texts';

// How a report's sections read, the same on the screen and in the PDF (decision 046).

/** One colour per letter, dark enough for white letters on it. */
export const LETTER_COLORS: Record<DiscLetter, string> = { D: '#c0392b', I: '#ad6800', S: '#237804', C: '#0958d9' };

export type LetterBar = { letter: DiscLetter; name: string; percent: number };

/** Per1..Per4 as labelled bars in D, I, S, C order. */
export function letterBars(per: { Per1: number; Per2: number; Per3: number; Per4: number }): LetterBar[] {
  const values = [per.Per1, per.Per2, per.Per3, per.Per4];
  return DISC_LETTERS.map((letter, i) => ({ letter, name: LETTER_NAMES[letter], percent: Math.round(values[i] ?? 0) }));
}

type Detail = { Title: string; Detail: string };
/** A detail of the report with what it is (its key in the catalogue). */
export type KeyedDetail = Detail & { key: DetailKey };

const REPORT_ORDER: readonly DetailKey[] = [...DETAIL_KEYS, ...MANAGER_DETAIL_KEYS];

/**
 * The details everyone reads, and those the server adds for the people above the person (report mode 1). The report
 * lists them in DETAIL_KEYS' order, then MANAGER_DETAIL_KEYS' (a manual entry's own words travel apart): each is
 * known by its place, in whichever language its title is written.
 */
export function splitDetails(details: readonly Detail[]): { everyone: KeyedDetail[]; managers: KeyedDetail[] } {
  const keyed = details.slice(0, REPORT_ORDER.length).map((d, i) => ({ ...d, key: REPORT_ORDER[i]! }));
  return { everyone: keyed.slice(0, DETAIL_KEYS.length), managers: keyed.slice(DETAIL_KEYS.length) };
}

/** 'Active/Thoughtful' → ['Active', 'Thoughtful']; a name without a slash names its left end only. */
export function scaleEnds(name: string): [string, string] {
  const [left = '', ...rest] = name.split('/');
  return [left.trim(), rest.join('/').trim()];
}

/** The scale position kept on the bar (0..100). */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
