import { describe, expect, it } from 'vitest';
import { acceptedLanguages, personLanguage, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['fr-FR', 'de'], 'de'],
    [['en-GB'], 'en'],
    [['DE'], 'de'],
    [['fr', 'es'], null],
    [[], null],
  ] as const)('picks from %j: %s', (preferred, expected) => {
    expect(pickLanguage(preferred)).toBe(expected);
  });
});

describe('acceptedLanguages', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.5', ['de-AT', 'de', 'en']],
    ['en;q=0.4, de;q=0.8', ['de', 'en']],
    ['fr, *;q=0.1', ['fr']],
    ['de;q=0, en', ['en']],
    ['', []],
    [undefined, []],
  ] as const)('reads %j as %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe('personLanguage', () => {
  it.each([
    ['de', ['en-US'], 'en', 'de', 'their own choice first'],
    [null, ['de-AT', 'en'], 'en', 'de', 'else the browser’s'],
    [null, ['fr'], 'de', 'de', 'else the company’s, when the browser asks for none Trellis speaks'],
    [null, [], 'de', 'de', 'the company’s for a mail, with no browser at hand'],
    ['xx', [], 'yy', 'en', 'English when nothing stored is a language'],
  ] as const)('chosen %s, browser %j, company %s: %s (%s)', (chosen, browser, company, expected, _why) => {
    expect(personLanguage(chosen, browser, company)).toBe(expected);
  });
});
