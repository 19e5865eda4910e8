import { describe, expect, it } from 'vitest';
import { complianceScopes, countText, drillDownTitle, modeCaption, percentText, tone } from './compliance-rules';

describe('complianceScopes', () => {
  it('gives contributors only Company', () => {
    expect(complianceScopes('contributor')).toEqual({
      choices: [{ value: 3, label: 'Company' }],
      initial: 3,
    });
  });

  it.each(['manager', 'ceo'] as const)('gives a %s all three, starting with My Direct Reports', (role) => {
    expect(complianceScopes(role)).toEqual({
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
    expect(countText({ Count: 3, Total: 25 })).toBe('3 of 25 people');
    expect(countText({ Count: 0, Total: 1 })).toBe('0 of 1 person');
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
    expect(modeCaption(1, c)).toBe('Without a goal in Q3 2026');
    expect(modeCaption(2, c)).toBe('Last week: week 4, Jul 20 – Jul 26');
    expect(modeCaption(3, c)).toBe('Goals of Q2 2026 not finalized');
  });

  it('measures the current week in a quarter’s first week, and says when there is nothing to measure', () => {
    expect(modeCaption(2, { ...c, IsCurrentWeek: true, LastWeek: { ...c.LastWeek, Week: 1 } })).toBe('This week: week 1, Jul 20 – Jul 26');
    expect(modeCaption(3, { ...c, LastQuarter: null })).toBe('No previous quarter');
    expect(modeCaption(2, { ...c, LastWeek: null })).toBe('No week to measure yet');
    expect(modeCaption(1, { ...c, Quarter: null })).toBe('No quarter is running');
  });

  it('titles the drill-down', () => {
    expect(drillDownTitle('No Goals', 2)).toBe('No Goals · My Organization');
  });
});
