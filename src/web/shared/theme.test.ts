import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS } from '../components/person-avatar';
import { appTheme, contrast, contrastOfText, readableOn, signInTheme, tenantPrimary, textOnPrimary } from './theme';

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

describe('readableOn', () => {
  it('keeps a dark colour as it is', () => {
    expect(readableOn('#1f3b2f')).toBe('#1f3b2f');
    expect(readableOn('#000000')).toBe('#000000');
  });

  it('darkens pale brand colours and keeps their hue order', () => {
    const gold = readableOn('#E3AB24');
    expect(gold).not.toBe('#e3ab24');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(gold.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
  });

  it('ends even for white', () => {
    expect(readableOn('#ffffff')).toMatch(/^#[0-9a-f]{6}$/);
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

describe('readable text in the app (WCAG AA, 4.5:1)', () => {
  const token = appTheme.token!;
  const PALE_BLUE = '#e6f4ff'; // a selected menu item

  it('darkens a colour until it reads on the background it is given', () => {
    expect(contrast(readableOn('#3781C2', PALE_BLUE), PALE_BLUE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(readableOn('#3781C2'), '#ffffff')).toBeLessThan(contrast(readableOn('#3781C2', PALE_BLUE), '#ffffff'));
  });

  it.each([
    ['the primary colour under white text', token.colorPrimary!, '#ffffff'],
    ['a selected menu item', appTheme.components!.Menu!.itemSelectedColor!, appTheme.components!.Menu!.itemSelectedBg!],
    ['a hovered primary button under white text', token.colorPrimaryHover!, '#ffffff'],
    ['a hovered link', token.colorLinkHover!, '#ffffff'],
    ['a danger button, a form error', token.colorError!, '#ffffff'],
    ['an error on its pale background (an error tag or alert)', token.colorError!, '#fff2f0'],
    ['a hovered danger button', token.colorErrorHover!, '#ffffff'],
  ])('%s', (_what, colour, background) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['gold', 'orange', 'green', 'volcano', 'blue', 'red', 'cyan', 'lime', 'purple'])('a %s tag', (colour) => {
    const text = (token as Record<string, string>)[`${colour}7`]!;
    // The tag's pale background is antd's first shade, which the theme leaves as it is.
    const background = {
      gold: '#fffbe6',
      orange: '#fff7e6',
      green: '#f6ffed',
      volcano: '#fff2e8',
      blue: '#e6f4ff',
      red: '#fff1f0',
      cyan: '#e6fffb',
      lime: '#fcffe6',
      purple: '#f9f0ff',
    }[colour]!;
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes secondary text and placeholders darker than antd does', () => {
    expect(token.colorTextDescription).toBe('rgba(0, 0, 0, 0.6)');
    expect(token.colorTextPlaceholder).toBe('rgba(0, 0, 0, 0.55)');
    expect(signInTheme(null, false).token).toMatchObject({ colorTextDescription: 'rgba(0, 0, 0, 0.6)', gold7: token.gold7 });
  });

  it.each(AVATAR_COLOURS)('white initials on %s', (colour) => {
    expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });
});
