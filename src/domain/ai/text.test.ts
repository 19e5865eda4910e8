import { describe, expect, it } from 'vitest';
import { listOf } from './text';

describe('listOf', () => {
  it.each([
    [[], 'en', ''],
    [['a'], 'en', 'a'],
    [['a', 'b'], 'en', 'a and b'],
    [['a', 'b', 'c'], 'en', 'a, b and c'],
    [['a', 'b'], 'de', 'a und b'],
    [['a', 'b', 'c'], 'de', 'a, b und c'],
  ] as const)('%j in %s: %s', (items, language, text) => expect(listOf(items, language)).toBe(text));

  it('joins in English without a language', () => expect(listOf(['a', 'b', 'c'])).toBe('a, b and c'));
});
