import type { Language } from '../languages';

// Small text helpers for the built-in provider's writing.

export const squish = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Trimmed, single-spaced, first letter upper case; the rest keeps its casing (acronyms, names). */
export function sentenceCase(s: string): string {
  const t = squish(s);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Cut to at most `max` characters, at a word boundary when one is near, with an ellipsis. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const quote = (s: string) => `“${s}”`;

// British English joins a list without the comma before 'and', as the built-in writer always has; German with 'und'.
const LISTS: Record<Language, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
  de: new Intl.ListFormat('de', { type: 'conjunction' }),
};

/** 'a', 'a and b', 'a, b and c'; in German 'a, b und c'. */
export const listOf = (items: readonly string[], language: Language = 'en'): string => LISTS[language].format(items);

const stem = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

const STOP_WORDS = new Set('and the for our with from into that this than are was were will has have its their your'.split(' '));

/** The distinct words of a text worth matching: lower case, three letters or more, without a plural 's'. */
export function wordsOf(text: string): string[] {
  const words = (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words.map(stem))];
}

/** Whether two words are the same or one starts the other (hire/hiring, recruit/recruiting). */
export const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
