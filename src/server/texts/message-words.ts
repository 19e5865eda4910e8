import { de as zodGerman, en as zodEnglish } from 'zod/locales';
import type { Language } from '../../domain/languages';
import { CATALOGUES } from '../../i18n/all';
import { textsIn } from './index';

// The server writes its error messages in English where they arise (many are the spec's quoted texts); they are put
// into the reader's language where they leave, by the `messages` namespace, whose English texts are those messages
// (decision 064). A message with values has them as {{placeholders}}, matched back out of the English.

// A plural form is matched as its own text; `one` tells the count when its English names none ('One goal is …').
type Entry = { key: string; pattern: RegExp; names: string[]; plural: 'one' | 'other' | null };

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
    return [
      { key: plural ? key.replace(/_(one|other)$/, '') : key, pattern: new RegExp(`^${source}$`, 's'), names, plural: plural ?? null },
    ];
  });
}

/**
 * Finds an English message among a namespace's texts: its key, and the values its {{placeholders}} stood for. Texts
 * without values are tried first: 'Not found.' is that text, not an instance of '{{thing}} not found.'.
 */
export function messageMatcher(texts: object): (message: string) => { key: string; values: Record<string, string | number> } | null {
  const entries = entriesOf(texts).sort((a, b) => a.names.length - b.names.length);
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

const told = new Set<string>();

/**
 * An English message of the server in the reader's language. A message the catalogue lacks stays English and is reported once
 * (on stderr; in a test, console.error fails the test that met it).
 */
export function messageIn(message: string, language: Language): string {
  const found = messageKeyOf(message);
  if (!found) {
    if (!told.has(message)) {
      told.add(message);
      console.error(`The error message "${message}" is not in the catalogue (src/i18n/en/messages).`);
    }
    return message;
  }
  if (language === 'en') return message;
  // A key found at run time: typed as the catalogue's keys only where code names them.
  const t = textsIn(language, 'messages') as unknown as (key: string, values: object) => string;
  return t(found.key, found.values);
}

const ZOD_LOCALES = { en: zodEnglish(), de: zodGerman() } satisfies Record<Language, unknown>;

type ZodIssue = Parameters<ReturnType<typeof zodEnglish>['localeError']>[0];

/**
 * A validation message in the reader's language: the contract's own text through the catalogue; zod's stock text (the
 * contract gave none) through zod's own translation of the issue.
 */
export function validationIn(message: string, issue: ZodIssue, language: Language): string {
  const stock = ZOD_LOCALES.en.localeError(issue);
  const stockText = typeof stock === 'string' ? stock : stock?.message;
  if (stockText !== message) return messageIn(message, language);
  const said = ZOD_LOCALES[language].localeError(issue);
  return (typeof said === 'string' ? said : said?.message) ?? message;
}
