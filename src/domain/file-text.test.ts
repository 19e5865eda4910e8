import { describe, expect, it } from 'vitest';
import { fileText, fileValue } from './file-text';

describe('fileText', () => {
  it.each([
    ['plain text', 'Grow revenue 20%', 'Grow revenue 20%'],
    ['tab, line feed and carriage return stay', 'a\tb\nc\r\nd', 'a\tb\nc\r\nd'],
    ['U+FFFE and U+FFFF go', 'Grow\uFFFE revenue\uFFFF', 'Grow revenue'],
    ['C0 controls go', 'a\u0000b\u0001c\u001Fd\u000Be\u000Cf', 'abcdef'],
    ['a lone high surrogate goes', 'x\uD83Dy', 'xy'],
    ['a lone low surrogate goes', 'x\uDE00y', 'xy'],
    ['a whole emoji stays', 'Ship it 🚀', 'Ship it 🚀'],
    ['accents and scripts stay', 'Übergröße – 目標 — ✓', 'Übergröße – 目標 — ✓'],
    ['U+FFFD stays', 'bad \uFFFD byte', 'bad \uFFFD byte'],
  ])('%s', (_, input, expected) => {
    expect(fileText(input)).toBe(expected);
  });

  it('leaves numbers, dates and nothing as they are', () => {
    const date = new Date('2026-05-20T00:00:00Z');
    expect([fileValue(3), fileValue(date), fileValue(null), fileValue('a\uFFFEb')]).toEqual([3, date, null, 'ab']);
  });
});
