import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './all';
import { LANGUAGES } from '../domain/languages';
import { NAMESPACES } from './namespaces';

/** Each text of a namespace by its dotted key. */
function flatten(texts: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value as object, name)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const others = LANGUAGES.filter((l) => l !== 'en');
const cases = others.flatMap((language) => NAMESPACES.map((ns) => [language, ns] as const));

describe.each(cases)('the %s catalogue, namespace %s', (language, ns) => {
  const english = flatten(CATALOGUES.en[ns]);
  const translated = flatten(CATALOGUES[language][ns]);
  const base = (key: string) => key.replace(PLURAL, '');

  it('has every key of English, and none English lacks (plural forms by its own rules)', () => {
    const singular = (keys: Iterable<string>) => [...new Set([...keys].map(base))].sort();
    expect(singular(translated.keys())).toEqual(singular(english.keys()));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of new Set([...english.keys()].filter((k) => PLURAL.test(k)).map(base))) {
      for (const category of categories) expect(translated.has(`${key}_${category}`), `${ns}:${key}_${category}`).toBe(true);
    }
  });

  it('fills every text, with the same variables as English', () => {
    for (const [key, text] of translated) {
      expect(text.trim(), `${ns}:${key}`).not.toBe('');
      const englishText = english.get(key) ?? english.get(`${base(key)}_other`) ?? '';
      expect(variables(text), `${ns}:${key}`).toEqual(variables(englishText));
    }
  });
});

/** Every source file of the web, the server and the domain (whose rules name notices' keys), the catalogue left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Whether the code quotes the key (with or without its namespace; `i18nKey="…"` too), or builds it from its parent (`password.tips.${tip}`). */
function quoted(code: string, ns: string, key: string): boolean {
  const parent = key.slice(0, key.lastIndexOf('.'));
  const names = [key, `${ns}:${key}`];
  if (parent) names.push(`\`${parent}.\${`, `\`${ns}:${parent}.\${`);
  return names.some((name) => (name.startsWith('`') ? code.includes(name) : code.includes(`'${name}'`) || code.includes(`"${name}"`)));
}

describe('the English catalogue', () => {
  it('has no key the code does not use (quoted, with or without its namespace, or built from its parent)', () => {
    const code = [...sources('src/web'), ...sources('src/server'), ...sources('src/domain')].map((f) => readFileSync(f, 'utf8')).join('\n');
    const unused = NAMESPACES.filter((ns) => ns !== 'messages').flatMap((ns) =>
      [...flatten(CATALOGUES.en[ns]).keys()]
        .map((key) => key.replace(PLURAL, ''))
        .filter((key) => !quoted(code, ns, key))
        .map((key) => `${ns}:${key}`),
    );
    expect([...new Set(unused)]).toEqual([]);
  });
});

// The server's messages are found by their English text where they leave (decision 064), not by a key in the code.
describe('the English messages of the server', () => {
  const messages = [...flatten(CATALOGUES.en.messages)];

  it('are each written by the code (every part between its {{values}})', () => {
    const code = [...sources('src/server'), ...sources('src/domain'), ...sources('src/contract')]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unwritten = messages.filter(([, english]) => !english.split(/\{\{\w+\}\}/).every((part) => code.includes(part)));
    expect(unwritten.map(([key]) => `messages:${key}`)).toEqual([]);
  });

  it('are each one text: no two keys share an English text', () => {
    const byText = new Map<string, string[]>();
    for (const [key, english] of messages) byText.set(english, [...(byText.get(english) ?? []), key]);
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });
});
