import { describe, expect, it } from 'vitest';
import { contrastOfText, readableOnWhite, tenantPrimary, textOnPrimary } from './theme';

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

describe('text on the primary colour', () => {
  it('is white or near-black as the tenant chose', () => {
    expect(textOnPrimary(true)).toBe('#ffffff');
    expect(textOnPrimary(false)).toBe('rgba(0, 0, 0, 0.88)');
  });

  it('measures the contrast of that text', () => {
    expect(contrastOfText('#ffffff', true)).toBeCloseTo(1);
    expect(contrastOfText('#000000', true)).toBeCloseTo(21);
    // The default gold reads well with dark text and badly with white.
    expect(contrastOfText('#E3AB24', false)).toBeGreaterThan(7);
    expect(contrastOfText('#E3AB24', true)).toBeLessThan(2.5);
    expect(contrastOfText('#3781C2', true)).toBeGreaterThan(4);
  });
});
