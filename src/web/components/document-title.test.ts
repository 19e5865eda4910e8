import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { currentTitle, documentTitle, textOf } from './document-title';

describe('documentTitle', () => {
  it.each([
    ['Goals', 'Goals · Trellis'],
    ['Dashboard', 'Dashboard · Trellis'],
    ['  Grow   revenue\n20% ', 'Grow revenue 20% · Trellis'],
    ['', 'Trellis'],
    [null, 'Trellis'],
    [undefined, 'Trellis'],
  ])('%j → %j', (title, expected) => expect(documentTitle(title)).toBe(expected));
});

describe('textOf', () => {
  it('reads strings, numbers and the text inside elements', () => {
    expect(textOf('Goals')).toBe('Goals');
    expect(textOf(['Quarter ', 3, ' summary'])).toBe('Quarter 3 summary');
    expect(textOf(createElement('span', null, 'Emma’s ', createElement('b', null, 'user manual')))).toBe('Emma’s user manual');
    expect(textOf(null)).toBe('');
    expect(textOf(false)).toBe('');
  });
});

describe('currentTitle', () => {
  it('an open item wins over the page around it, whichever asked first', () => {
    expect(currentTitle([])).toBe('Trellis');
    expect(currentTitle([{ level: 'page', title: 'Goals' }])).toBe('Goals · Trellis');
    expect(
      currentTitle([
        { level: 'item', title: 'Grow revenue' },
        { level: 'page', title: 'Goals' },
      ]),
    ).toBe('Grow revenue · Trellis');
    expect(
      currentTitle([
        { level: 'page', title: 'Goals' },
        { level: 'item', title: 'Grow revenue' },
        { level: 'item', title: 'A sub-goal' },
      ]),
    ).toBe('A sub-goal · Trellis');
  });
});
