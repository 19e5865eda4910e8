import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './languages';

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
