import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { compactWeeks, hasStatusRow, levelDigit, slotTooltip, statusNote, trendText, weekNumber } from './status-weeks';

const t = testTexts('goals');

const status = (StartDate: string, Likelihood = 3, Quality = 2, LikelihoodDelta: number | null = 1, QualityDelta: number | null = 0) => ({
  Id: 1,
  StartDate,
  Likelihood,
  Quality,
  LikelihoodDelta,
  QualityDelta,
});
// Weeks of this quarter start on Thursdays: Jan 15, 22, 29, Feb 5, 12, 19, …
const start = '2026-01-15';
const row = (s: ReturnType<typeof status> | null, current: string | null) =>
  compactWeeks({ PeriodStartDate: start, MostRecentGoalStatus: s }, current).map((w) => `${w.startDate} ${w.kind}`);

describe('compactWeeks', () => {
  it('ends with the current week and colours the newest status', () => {
    expect(row(status('2026-02-12'), '2026-02-19')).toEqual([
      '2026-01-29 earlier',
      '2026-02-05 earlier',
      '2026-02-12 status',
      '2026-02-19 no-update',
    ]);
    expect(compactWeeks({ PeriodStartDate: start, MostRecentGoalStatus: status('2026-02-19') }, '2026-02-19')[3]).toMatchObject({
      kind: 'status',
      likelihood: 3,
      quality: 2,
    });
  });

  it('shows weeks without any status as not updated', () => {
    expect(row(null, '2026-02-05')).toEqual([
      '2026-01-15 no-update',
      '2026-01-22 no-update',
      '2026-01-29 no-update',
      '2026-02-05 no-update',
    ]);
  });

  it('shows the first four weeks early in the quarter, the weeks not begun as ahead', () => {
    expect(row(null, '2026-01-22')).toEqual(['2026-01-15 no-update', '2026-01-22 no-update', '2026-01-29 ahead', '2026-02-05 ahead']);
  });

  it('shows a quarter ahead as its first weeks, all ahead', () => {
    expect(row(null, '2025-12-01').every((w) => w.endsWith('ahead'))).toBe(true);
  });

  it('ends a past quarter with its last week (week 14)', () => {
    expect(row(status('2026-04-09'), '2026-07-02')).toEqual([
      '2026-03-26 earlier',
      '2026-04-02 earlier',
      '2026-04-09 status',
      '2026-04-16 no-update',
    ]);
  });

  it('without a current quarter, ends at the newest status', () => {
    expect(row(status('2026-02-12'), null).at(-1)).toBe('2026-02-12 status');
  });
});

describe('statusNote', () => {
  it('names the levels and how they moved', () => {
    expect(statusNote(status('2026-02-12', 3, 2, 1, 0), t)).toBe(
      'Likely, 4 of 5 · Okay, 3 of 5 (Likelihood up from Unsure, 3 of 5; quality unchanged)',
    );
    expect(statusNote(status('2026-02-12', 0, 4, -2, 1), t)).toBe(
      'Not at all, 1 of 5 · Very good, 5 of 5 (Likelihood down from Unsure, 3 of 5; quality up from Good, 4 of 5)',
    );
    expect(statusNote(status('2026-02-12', 4, 4, null, null), t)).toBe('Very Likely, 5 of 5 · Very good, 5 of 5');
  });
});

describe('hasStatusRow', () => {
  it.each([
    ['draft', false, false],
    ['review', false, false],
    ['approved', false, true],
    ['draft', true, true],
    ['finalized', true, true],
  ] as const)('%s with a status %s: %s', (State, withStatus, shown) => {
    expect(hasStatusRow({ State, MostRecentGoalStatus: withStatus ? status('2026-02-12') : null })).toBe(shown);
  });
});

describe('what the squares and the arrow say', () => {
  it.each([
    ['2026-01-15', 1],
    ['2026-01-22', 2],
    ['2026-02-19', 6],
  ])('the week of %s is week %i of the quarter', (date, n) => {
    expect(weekNumber(start, date)).toBe(n);
  });

  it.each([
    [0, '1'],
    [2, '3'],
    [4, '5'],
    [undefined, ''],
  ])('level %s is drawn as %j', (level, digit) => {
    expect(levelDigit(level)).toBe(digit);
  });

  it.each([
    [
      { startDate: '2026-02-12', kind: 'status', likelihood: 3, quality: 2 },
      'Week 5 (Feb 12) · Likelihood: Likely, 4 of 5 · Quality: Okay, 3 of 5',
    ],
    [
      { startDate: '2026-02-12', kind: 'status', likelihood: 1, quality: 4 },
      'Week 5 (Feb 12) · Likelihood: Not sure, 2 of 5 · Quality: Very good, 5 of 5',
    ],
    [
      { startDate: '2026-02-12', kind: 'status', likelihood: 2, quality: 0 },
      'Week 5 (Feb 12) · Likelihood: Unsure, 3 of 5 · Quality: Very bad, 1 of 5',
    ],
    [{ startDate: '2026-02-19', kind: 'no-update' }, 'Week 6 (Feb 19) · no update'],
    [{ startDate: '2026-02-26', kind: 'ahead' }, 'Week 7 (Feb 26) · not begun'],
  ] as const)('square %j reads %s', (slot, text) => {
    expect(slotTooltip(slot, start, text.match(/\((.*?)\)/)![1]!, t)).toBe(text);
  });

  it.each([
    [status('2026-02-12', 3, 2, 1), 'Likelihood up since the update before week 5: Unsure, 3 of 5 → Likely, 4 of 5'],
    [status('2026-02-12', 0, 2, -2), 'Likelihood down since the update before week 5: Unsure, 3 of 5 → Not at all, 1 of 5'],
    [status('2026-01-22', 3, 2, -1), 'Likelihood down since the update before week 2: Very Likely, 5 of 5 → Likely, 4 of 5'],
    [status('2026-02-12', 3, 2, 0), null],
    [status('2026-02-12', 3, 2, null), null],
  ])('trend of %j: %s', (s, text) => {
    expect(trendText(s, start, t)).toBe(text);
  });
});

describe('what the squares and the arrow say in German', () => {
  const de = testTexts('goals', 'de');
  it('names the levels, the week and how they moved in German', () => {
    expect(statusNote(status('2026-02-12', 3, 2, 1, 0), de)).toBe(
      'Wahrscheinlich, 4 von 5 · Okay, 3 von 5 (Wahrscheinlichkeit gestiegen von Unsicher, 3 von 5; Qualität unverändert)',
    );
    expect(slotTooltip({ startDate: '2026-02-12', kind: 'status', likelihood: 1, quality: 4 }, start, '12. Feb.', de)).toBe(
      'Woche 5 (12. Feb.) · Wahrscheinlichkeit: Eher unwahrscheinlich, 2 von 5 · Qualität: Sehr gut, 5 von 5',
    );
    expect(slotTooltip({ startDate: '2026-02-26', kind: 'ahead' }, start, '26. Feb.', de)).toBe('Woche 7 (26. Feb.) · noch nicht begonnen');
    expect(trendText(status('2026-02-12', 0, 2, -2), start, de)).toBe(
      'Wahrscheinlichkeit in Woche 5 gesunken, gegenüber dem Update davor: Unsicher, 3 von 5 → Gar nicht, 1 von 5',
    );
  });
});
