import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { complianceScopes, countText, drillDownTitle, modeCaption, percentText, tone } from './compliance-rules';

const t = testTexts('dashboard');

describe('complianceScopes', () => {
  it('gives contributors only Company', () => {
    expect(complianceScopes('contributor', t)).toEqual({
      choices: [{ value: 3, label: 'Company' }],
      initial: 3,
    });
  });

  it.each(['manager', 'ceo'] as const)('gives a %s all three, starting with My Direct Reports', (role) => {
    expect(complianceScopes(role, t)).toEqual({
      choices: [
        { value: 1, label: 'My Direct Reports' },
        { value: 2, label: 'My Organization' },
        { value: 3, label: 'Company' },
      ],
      initial: 1,
    });
  });
});

describe('figures', () => {
  it.each([
    [0, '0%'],
    [33, '33%'],
    [66.6667, '67%'],
    [12.5, '13%'],
    [100, '100%'],
  ])('%f shows as %s', (percent, text) => {
    expect(percentText(percent)).toBe(text);
  });

  it('counts people', () => {
    expect(countText({ Count: 3, Total: 25 }, t)).toBe('3 of 25 people');
    expect(countText({ Count: 0, Total: 1 }, t)).toBe('0 of 1 person');
  });

  it.each([
    [0, 'success'],
    [1, 'warning'],
    [24, 'warning'],
    [25, 'error'],
    [100, 'error'],
  ] as const)('%i%% is %s', (percent, expected) => {
    expect(tone(percent)).toBe(expected);
  });
});

describe('modeCaption', () => {
  const c = {
    Quarter: 'Q3 2026',
    LastQuarter: 'Q2 2026',
    LastWeek: { Id: 9, Week: 4, StartDate: '2026-07-20', EndDate: '2026-07-26' },
    IsCurrentWeek: false,
  };

  it('says what each mode measures', () => {
    expect(modeCaption(1, c, t)).toBe('Without a goal in Q3 2026');
    expect(modeCaption(2, c, t)).toBe('Last week: week 4, Jul 20 – Jul 26');
    expect(modeCaption(3, c, t)).toBe('Goals of Q2 2026 not finalized');
  });

  it('measures the current week in a quarter’s first week, and says when there is nothing to measure', () => {
    expect(modeCaption(2, { ...c, IsCurrentWeek: true, LastWeek: { ...c.LastWeek, Week: 1 } }, t)).toBe(
      'This week: week 1, Jul 20 – Jul 26',
    );
    expect(modeCaption(3, { ...c, LastQuarter: null }, t)).toBe('No previous quarter');
    expect(modeCaption(2, { ...c, LastWeek: null }, t)).toBe('No week to measure yet');
    expect(modeCaption(1, { ...c, Quarter: null }, t)).toBe('No quarter is running');
  });

  it('titles the drill-down', () => {
    expect(drillDownTitle(1, 2, t)).toBe('No Goals · My Organization');
  });

  it('says it in German, its days as German writes them', () => {
    const de = testTexts('dashboard', 'de');
    expect(modeCaption(2, c, de, 'de')).toBe('Letzte Woche: Woche 4, 20. Juli – 26. Juli');
    expect(countText({ Count: 0, Total: 1 }, de)).toBe('0 von 1 Person');
    expect(drillDownTitle(2, 1, de)).toBe('Kein wöchentliches Update · Meine direkten Mitarbeitenden');
  });
});
