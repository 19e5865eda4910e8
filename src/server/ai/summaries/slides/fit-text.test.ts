import { describe, expect, it } from 'vitest';
import { charsPerLine, fitText, linesIn, linesOf, splitText } from './fit-text';

// 1 inch at 10 pt: 72 / 5 = 14 characters a line (13 bold); 0.5 inch: 36 / 12 = 3 lines.
const box = { w: 1, h: 0.5, fontSize: 10 };

describe('fitText', () => {
  it('estimates the characters a line and the lines a box holds', () => {
    expect([charsPerLine(box), linesIn(box)]).toEqual([14, 3]);
    expect(charsPerLine({ ...box, bold: true })).toBe(13);
  });

  it.each([
    ['a short text stays as it is', 'Ship it', { text: 'Ship it', lines: 1 }],
    ['words wrap, nothing is cut', 'one two three four', { text: 'one two three four', lines: 2 }],
    ['a blank line takes a line', 'First\n\nThird', { text: 'First\n\nThird', lines: 3 }],
    ['a word longer than a line is broken', 'abcdefghijklmnopqrstuvwxyz', { text: 'abcdefghijklmnopqrstuvwxyz', lines: 2 }],
    [
      'overflow is cut at a word and ends with an ellipsis',
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu',
      { text: 'alpha beta gamma delta epsilon zeta…', lines: 3 },
    ],
    ['a paragraph that starts past the last line is left out', 'One\nTwo\nThree\nFour', { text: 'One\nTwo\nThree…', lines: 3 }],
  ])('%s', (_, text, fitted) => {
    expect(fitText(text, box)).toEqual(fitted);
  });

  it('keeps a clipped text within the box, whatever its words', () => {
    const text = Array.from({ length: 200 }, (_, i) => 'x'.repeat(((i * 7) % 15) + 1)).join(' ');
    const fitted = fitText(text, box);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(fitText(fitted.text, box).lines).toBeLessThanOrEqual(3);
  });

  it.each([
    ['the last word makes room for the ellipsis on a full line', 'one two three4 five', 'one two…'],
    ['a full line of one word loses its last character', 'abcdefghijklmn opq', 'abcdefghijklm…'],
    ['a line with room keeps its words', 'one two three four', 'one two three…'],
  ])('honours a smaller line limit than the box: %s', (_, text, shown) => {
    expect(fitText(text, box, 1)).toEqual({ text: shown, lines: 1 });
  });
});

describe('splitText', () => {
  it.each([
    ['all fits: no rest', 'one two three four', 3, { head: 'one two three four', rest: '' }],
    [
      'cut at the end of a line, at a word',
      'alpha beta gamma delta epsilon zeta eta theta',
      2,
      { head: 'alpha beta gamma delta', rest: 'epsilon zeta eta theta' },
    ],
    ['whole paragraphs first, the rest keeps its breaks', 'One\nTwo\nThree\nFour', 2, { head: 'One\nTwo', rest: 'Three\nFour' }],
    ['no room: all is rest', 'One two', 0, { head: '', rest: 'One two' }],
  ])('%s', (_, text, lines, split) => {
    expect(splitText(text, box, lines)).toEqual(split);
  });

  it('loses no word: head and rest together are the text', () => {
    const text = Array.from({ length: 300 }, (_, i) => `w${i}${'x'.repeat(i % 9)}`).join(' ');
    let rest = text;
    const pieces: string[] = [];
    while (rest) {
      const split = splitText(rest, box, 3);
      expect(linesOf(split.head, box)).toBeLessThanOrEqual(3);
      pieces.push(split.head);
      rest = split.rest;
    }
    expect(pieces.join(' ')).toBe(text);
  });
});
