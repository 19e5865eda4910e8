import { describe, expect, it } from 'vitest';
import { readableOnWhite, tenantPrimary } from './theme';

describe('tenantPrimary', () => {
  it.each([
    ['E3AB24', '#E3AB24'],
    ['3781c2', '#3781c2'],
    [null, '#E3AB24'],
    ['', '#E3AB24'],
    ['red', '#E3AB24'],
    ['#123456', '#E3AB24'],
  ])('%s gives %s', (hex, colour) => {
    expect(tenantPrimary(hex)).toBe(colour);
  });
});

describe('readableOnWhite', () => {
  it('keeps a dark colour as it is', () => {
    expect(readableOnWhite('#1f3b2f')).toBe('#1f3b2f');
    expect(readableOnWhite('#000000')).toBe('#000000');
  });

  it('darkens pale brand colours and keeps their hue order', () => {
    const gold = readableOnWhite('#E3AB24');
    expect(gold).not.toBe('#e3ab24');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(gold.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
  });

  it('ends even for white', () => {
    expect(readableOnWhite('#ffffff')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
