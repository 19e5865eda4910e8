import { de as zodGerman, en as zodEnglish } from 'zod/locales';
import { normalizeGoalState } from '../../domain/goals/states';
import type { Language } from '../../domain/languages';
import { CATALOGUES } from '../../i18n/all';
import { textsIn } from './index';

// The server writes its error messages in English where they arise (many are the spec's quoted texts); they are put
// into the reader's language where they leave, by the `messages` namespace, whose English texts are those messages
// (decision 064). A message with values has them as {{placeholders}}, matched back out of the English.

// A plural form is matched as its own text; `one` tells the count when its English names none ('One goal is …').
type Entry = { key: string; pattern: RegExp; names: string[]; plural: 'one' | 'other' | null; fixed: number };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function entriesOf(texts: object, prefix = ''): Entry[] {
  return Object.entries(texts).flatMap(([name, value]): Entry[] => {
    const key = `${prefix}${name}`;
    if (typeof value === 'object' && value !== null) return entriesOf(value as object, `${key}.`);
    const english = String(value);
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    const plural = /_(one|other)$/.exec(key)?.[1] as Entry['plural'] | undefined;
    const pattern = new RegExp(`^${source}$`, 's');
    const fixed = english.replace(PLACEHOLDER, '').length;
    return [{ key: plural ? key.replace(/_(one|other)$/, '') : key, pattern, names, plural: plural ?? null, fixed }];
  });
}

/**
 * Finds an English message among a namespace's texts: its key, and the values its {{placeholders}} stood for. The texts
 * with the most words of their own are tried first, so the most particular wins whatever the catalogue's order: a text
 * without values before any pattern that could also match it (whose own words are fewer, by at least the value's), and
 * 'Ana and 1 report now report to Ben.' before '{{name}} now reports to {{manager}}.'.
 */
export function messageMatcher(texts: object): (message: string) => { key: string; values: Record<string, string | number> } | null {
  const entries = entriesOf(texts).sort((a, b) => b.fixed - a.fixed);
  return (message) => {
    for (const entry of entries) {
      const match = entry.pattern.exec(message);
      if (!match) continue;
      const values: Record<string, string | number> = entry.plural === 'one' ? { count: 1 } : {};
      entry.names.forEach((name, i) => {
        const value = match[i + 1]!;
        values[name] = name === 'count' && entry.plural ? Number(value.replace(/[^\d.-]/g, '')) : value;
      });
      return { key: entry.key, values };
    }
    return null;
  };
}

/** The catalogue's key of an English message and the values it carries; null when the catalogue lacks it. */
export const messageKeyOf = messageMatcher(CATALOGUES.en.messages);

// Each missing message is told once; a message may carry a value, so the memory of what was told is kept small.
const told = new Set<string>();
const TOLD_AT_MOST = 200;

/**
 * An English message of the server in the reader's language. A message the catalogue lacks stays English and is reported once
 * (on stderr; in a test, console.error fails the test that met it).
 */
export function messageIn(message: string, language: Language): string {
  const found = messageKeyOf(message);
  if (!found) {
    if (!told.has(message) && told.size < TOLD_AT_MOST) {
      told.add(message);
      console.error(`The error message "${message}" is not in the catalogue (src/i18n/en/messages).`);
    }
    return message;
  }
  if (language === 'en') return message;
  // A key found at run time: typed as the catalogue's keys only where code names them.
  const t = textsIn(language, 'messages') as unknown as (key: string, values: object) => string;
  return t(found.key, valuesIn(found.values, language));
}

/**
 * The values a message carries, as the language says them: the English names a goal's state by the API's code ("A goal
 * in state 'draft' …", as the spec writes it); another language by the name its screens show ('Entwurf').
 */
function valuesIn(values: Record<string, string | number>, language: Language): Record<string, string | number> {
  const state = typeof values.state === 'string' ? normalizeGoalState(values.state) : null;
  return state ? { ...values, state: textsIn(language, 'goals')(`state.${state}`) } : values;
}

const ZOD_LOCALES = { en: zodEnglish(), de: zodGerman() } satisfies Record<Language, unknown>;

type ZodLocale = ReturnType<typeof zodEnglish>;
type ZodIssue = Parameters<ZodLocale['localeError']>[0];

// zod leaves the input out of the issues it reports; its English names the input's type ('…, received NaN'), which
// is enough to give the issue back an input of that type, so that zod can name it again in another language.
const INPUT_OF_TYPE: Record<string, unknown> = {
  NaN: NaN,
  Infinity: Infinity,
  '-Infinity': -Infinity,
  number: 0,
  string: '',
  boolean: false,
  bigint: 0n,
  undefined: undefined,
  null: null,
  array: [],
  object: {},
  Date: new Date(0),
};

const textOf = (said: ReturnType<ZodLocale['localeError']>) => (typeof said === 'string' ? said : said?.message);

/**
 * A validation message in the reader's language: the contract's own text through the catalogue; zod's stock text (the
 * contract gave none) through zod's own translation of the issue.
 */
export function validationIn(message: string, issue: ZodIssue, language: Language): string {
  const received = /, received (\S+)$/.exec(message)?.[1];
  const whole =
    received !== undefined && Object.hasOwn(INPUT_OF_TYPE, received) ? ({ ...issue, input: INPUT_OF_TYPE[received] } as ZodIssue) : issue;
  if (textOf(ZOD_LOCALES.en.localeError(whole)) !== message) return messageIn(message, language);
  return textOf(ZOD_LOCALES[language].localeError(whole)) ?? message;
}
