import { describe, expect, it } from 'vitest';
import { languageOf } from './i18n';

const session = (Language: 'en' | 'de' | null, DefaultLanguage: 'en' | 'de') => ({ Language, Tenant: { DefaultLanguage } }) as const;

describe('languageOf: the language a signed-in person sees', () => {
  it.each([
    ['their own choice first', session('de', 'en'), ['en-US'], 'de'],
    ['their own choice over the browser', session('en', 'de'), ['de-DE'], 'en'],
    ['else the browser’s, when Trellis speaks it', session(null, 'en'), ['de-AT', 'en'], 'de'],
    ['else the company’s default', session(null, 'de'), ['fr-FR'], 'de'],
    ['and English where the company kept it', session(null, 'en'), [], 'en'],
  ] as const)('%s', (_case, s, browser, expected) => {
    expect(languageOf(s, browser)).toBe(expected);
  });
});
