import { describe, expect, it } from 'vitest';
import { rangeEndAfter, reportPeriodChoices } from './report-periods';

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
