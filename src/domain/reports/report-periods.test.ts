import { describe, expect, it } from 'vitest';
import { latestFittingPeriod, rangeEndAfter, reportPeriodChoices } from './report-periods';
import type { ReportId } from './report-access';

const q = (Id: number, StartDate: string) => ({ Id, StartDate });
const quarters = [q(1, '2026-01-01'), q(2, '2026-04-01'), q(3, '2026-07-01'), q(4, '2026-10-01'), q(5, '2027-01-01')];

describe('reportPeriodChoices', () => {
  it.each([
    { today: '2026-05-20', ids: [3, 2, 1] },
    { today: '2026-07-01', ids: [4, 3, 2, 1] },
    { today: '2026-06-30', ids: [3, 2, 1] },
    { today: '2025-12-01', ids: [1] },
    { today: '2025-09-30', ids: [] },
  ])('on $today offers quarters $ids', ({ today, ids }) => {
    expect(reportPeriodChoices(quarters, today).map((p) => p.Id)).toEqual(ids);
  });
});

describe('rangeEndAfter', () => {
  it.each([
    { name: 'keeps an end after the start', from: quarters[1]!, to: quarters[3], end: 4 },
    { name: 'keeps an end equal to the start', from: quarters[1]!, to: quarters[1], end: 2 },
    { name: 'resets an end before the start', from: quarters[3]!, to: quarters[1], end: 4 },
    { name: 'starts at the start without an end', from: quarters[2]!, to: undefined, end: 3 },
  ])('$name', ({ from, to, end }) => {
    expect(rangeEndAfter(from, to).Id).toBe(end);
  });
});

describe('latestFittingPeriod', () => {
  // Quarters ending 70 days after the month they start in, as a company's do; offered as the dialog offers them.
  const withEnds = [
    { Id: 1, StartDate: '2026-01-01', EndDate: '2026-03-31' },
    { Id: 2, StartDate: '2026-04-01', EndDate: '2026-06-30' },
    { Id: 3, StartDate: '2026-07-01', EndDate: '2026-09-30' },
  ];
  it.each<[string, ReportId, string | undefined, string, number | undefined]>([
    ['the user’s goal list: the current quarter, not the next', 4, undefined, '2026-05-20', 2],
    ['goal compliance, no goals: the current quarter', 2, '1', '2026-05-20', 2],
    ['goal compliance, no weekly update: the current quarter', 2, '2', '2026-05-20', 2],
    ['goal compliance, not finalized: the last quarter that ended', 2, '3', '2026-05-20', 1],
    ['goal compliance, not finalized, on a quarter’s last day: still the one before', 2, '3', '2026-06-30', 1],
    ['goal compliance, not finalized, the day after: that quarter', 2, '3', '2026-07-01', 2],
    ['goal tree: the current quarter', 5, undefined, '2026-05-20', 2],
    ['multi-quarter: the current quarter', 8, undefined, '2026-05-20', 2],
    ['team updates: the current quarter', 9, undefined, '2026-05-20', 2],
    ['employee appraisals: the last quarter listed for appraisals', 6, '2', '2026-05-20', 1],
    ['appraisal compliance: the quarter is listed three months after its start', 7, '2', '2026-07-01', 2],
    ['appraisal prints: the last quarter listed for appraisals', 10, undefined, '2026-06-30', 1],
    ['nothing fits before the first quarter ends', 2, '3', '2026-02-01', undefined],
  ])('%s', (_, id, mode, today, expected) => {
    expect(latestFittingPeriod(id, mode, withEnds, today)?.Id).toBe(expected);
  });
});
