import { describe, expect, it } from 'vitest';
import {
  usDate,
  addDays,
  addMonthsClamped,
  daysBetween,
  periodAt,
  periodIndexOn,
  quarterLabel,
  todayIn,
  weekOn,
  weeksOf,
  startOfDayIn,
} from './periods';

// [index, startDate, endDate, quarter, year]
type Row = [number, string, string, number, number];
const expectPeriods = (effectiveDate: string, rows: Row[]) => {
  for (const [index, startDate, endDate, quarter, year] of rows) {
    expect(periodAt(effectiveDate, index)).toEqual({ index, startDate, endDate, quarter, year });
  }
};

describe('periodAt', () => {
  it('gives calendar quarters for a Jan 1 schedule', () => {
    expectPeriods('2026-01-01', [
      [0, '2026-01-01', '2026-03-31', 1, 2026],
      [1, '2026-04-01', '2026-06-30', 2, 2026],
      [2, '2026-07-01', '2026-09-30', 3, 2026],
      [3, '2026-10-01', '2026-12-31', 4, 2026],
      [4, '2027-01-01', '2027-03-31', 1, 2027],
    ]);
  });

  it('starts on the 15th and ends at the end of the third month', () => {
    expectPeriods('2026-01-15', [
      [0, '2026-01-15', '2026-03-31', 1, 2026], // +70 = Mar 26
      [1, '2026-04-15', '2026-06-30', 2, 2026], // +70 = Jun 24
      [2, '2026-07-15', '2026-09-30', 3, 2026],
      [3, '2026-10-15', '2026-12-31', 4, 2026], // +70 = Dec 24
    ]);
  });

  it('clamps a 31st start from the original date, not cumulatively', () => {
    expectPeriods('2026-01-31', [
      [0, '2026-01-31', '2026-04-30', 1, 2026], // +70 = Apr 11
      [1, '2026-04-30', '2026-07-31', 2, 2026],
      [2, '2026-07-31', '2026-10-31', 3, 2026], // not Jul 30
      [3, '2026-10-31', '2027-01-31', 4, 2026],
      [4, '2027-01-31', '2027-04-30', 1, 2027],
    ]);
  });

  it('handles a Feb 29 effective date', () => {
    expectPeriods('2024-02-29', [
      [0, '2024-02-29', '2024-05-31', 1, 2024],
      [1, '2024-05-29', '2024-08-31', 2, 2024],
      [4, '2025-02-28', '2025-05-31', 1, 2025],
      [16, '2028-02-29', '2028-05-31', 1, 2028],
    ]);
  });

  it.each([
    ['2023-12-20', '2024-02-29'], // +70 = 2024-02-28, a leap February
    ['2024-12-20', '2025-02-28'], // +70 = 2025-02-28
  ])('ends a period starting %s at %s', (start, end) => {
    expect(periodAt(start, 0).endDate).toBe(end);
  });

  it('ends a November period in January of the next year', () => {
    expectPeriods('2025-11-01', [[0, '2025-11-01', '2026-01-31', 4, 2025]]); // +70 = 2026-01-10
  });

  it.each([-1, 1.5, Number.NaN])('rejects index %s', (index) => {
    expect(() => periodAt('2026-01-01', index)).toThrow(RangeError);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', ''])('rejects date %j', (date) => {
    expect(() => periodAt(date, 0)).toThrow('Not a calendar date');
  });
});

describe('weeksOf', () => {
  const weeks = weeksOf(periodAt('2026-01-15', 0));

  it('has weeks 1 to 14 of seven days each', () => {
    expect(weeks.map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(weeks.every((w) => daysBetween(w.startDate, w.endDate) === 6)).toBe(true);
  });

  it.each([
    [0, { week: 1, startDate: '2026-01-15', endDate: '2026-01-21' }],
    [1, { week: 2, startDate: '2026-01-22', endDate: '2026-01-28' }],
    [13, { week: 14, startDate: '2026-04-16', endDate: '2026-04-22' }],
  ])('entry %i is %o', (i, expected) => {
    expect(weeks[i]).toEqual(expected);
  });
});

describe('weekOn', () => {
  const period = periodAt('2026-01-15', 0);
  it.each([
    ['2026-01-01', 1], // before the start: clamped
    ['2026-01-15', 1],
    ['2026-01-21', 1],
    ['2026-01-22', 2],
    ['2026-03-31', 11], // last day of the period
    ['2026-04-15', 13],
    ['2026-04-16', 14],
    ['2026-04-22', 14],
    ['2026-06-01', 14], // long after: clamped
  ])('%s is week %i', (date, week) => {
    expect(weekOn(period, date)).toBe(week);
  });
});

describe('periodIndexOn', () => {
  it.each([
    ['2026-01-01', '2025-12-31', -1],
    ['2026-01-01', '2026-01-01', 0],
    ['2026-01-01', '2026-03-31', 0],
    ['2026-01-01', '2026-04-01', 1],
    ['2026-01-01', '2026-12-31', 3],
    ['2026-01-01', '2027-01-01', 4],
    ['2026-01-15', '2026-01-14', -1],
    ['2026-01-15', '2026-03-31', 0], // period 0's last day
    ['2026-01-15', '2026-04-01', 0], // gap after period 0 ends: it stays current
    ['2026-01-15', '2026-04-14', 0],
    ['2026-01-15', '2026-04-15', 1],
    ['2026-01-31', '2026-04-29', 0],
    ['2026-01-31', '2026-04-30', 1], // clamped start
    ['2026-01-31', '2026-07-30', 1],
    ['2026-01-31', '2026-07-31', 2],
    ['2024-02-29', '2025-02-28', 4],
    ['2020-01-01', '2030-06-15', 41],
  ])('effective %s, on %s → %i', (effectiveDate, date, index) => {
    expect(periodIndexOn(effectiveDate, date)).toBe(index);
  });
});

describe('todayIn', () => {
  it.each([
    ['2026-01-01T03:00:00Z', 'America/Chicago', '2025-12-31'],
    ['2026-01-01T03:00:00Z', 'Europe/London', '2026-01-01'],
    ['2026-03-08T12:00:00Z', 'Pacific/Auckland', '2026-03-09'],
    ['2026-03-08T12:00:00Z', 'Pacific/Honolulu', '2026-03-08'],
    ['2026-07-01T04:59:00Z', 'America/Chicago', '2026-06-30'], // CDT is UTC-5
    ['2026-07-01T05:00:00Z', 'America/Chicago', '2026-07-01'],
    ['2026-06-30T18:15:00Z', 'Asia/Kathmandu', '2026-07-01'], // +05:45
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(todayIn(zone, new Date(instant))).toBe(date);
  });

  it('reads the day again in the minute the day changes, and for any other minute asked after it', () => {
    const chicago = (instant: string) => todayIn('America/Chicago', new Date(instant));
    expect(chicago('2026-07-01T04:59:30Z')).toBe('2026-06-30');
    expect(chicago('2026-07-01T04:59:59.999Z')).toBe('2026-06-30');
    expect(chicago('2026-07-01T05:00:00Z')).toBe('2026-07-01');
    expect(chicago('2026-07-01T04:59:10Z')).toBe('2026-06-30');
    expect(chicago('2026-07-02T05:00:30Z')).toBe('2026-07-02');
  });
});

describe('date helpers', () => {
  it.each([
    ['2026-01-01', 70, '2026-03-12'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('addDays(%s, %i) is %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -13, '2024-12-15'],
  ])('addMonthsClamped(%s, %i) is %s', (date, months, result) => {
    expect(addMonthsClamped(date, months)).toBe(result);
  });

  it('labels a quarter', () => {
    expect(quarterLabel({ quarter: 1, year: 2026 })).toBe('Q1 2026');
    expect(quarterLabel(periodAt('2025-11-01', 0))).toBe('Q4 2025');
  });
});

describe('startOfDayIn', () => {
  it.each([
    ['2026-10-01', 'America/Chicago', '2026-10-01T05:00:00.000Z'],
    ['2026-01-15', 'America/Chicago', '2026-01-15T06:00:00.000Z'],
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Berlin', '2026-03-29T22:00:00.000Z'],
    ['2026-07-01', 'UTC', '2026-07-01T00:00:00.000Z'],
    ['2026-07-01', 'Asia/Kolkata', '2026-06-30T18:30:00.000Z'],
  ])('%s begins in %s at %s', (date, zone, instant) => {
    expect(startOfDayIn(date, zone).toISOString()).toBe(instant);
  });
});

describe('usDate', () => {
  it.each([
    ['2026-05-19', '05/19/2026'],
    ['2026-12-01', '12/01/2026'],
    ['1999-01-31', '01/31/1999'],
  ])('shows %s as %s', (day, shown) => {
    expect(usDate(day)).toBe(shown);
  });
});
