import { describe, expect, it } from 'vitest';
import { dayMonth, goalDates } from './goal-dates';

const Q4 = { startDate: '2026-10-01', endDate: '2026-12-31', quarter: 4, year: 2026 };

describe('goalDates', () => {
  it.each([
    ['before the quarter', '2026-09-20', { end: '31 December', first: '15 October', middle: '16 November' }],
    ['week 1', '2026-10-01', { end: '31 December', first: '15 October', middle: '16 November' }],
    ['week 9', '2026-11-27', { end: '31 December', first: '6 December', middle: '14 December' }],
    ['three weeks left', '2026-12-10', { end: '31 December', first: '15 December', middle: '21 December' }],
    ['week 12, under three weeks left', '2026-12-17', { end: '31 December', first: null, middle: null }],
    ['the last day', '2026-12-31', { end: '31 December', first: null, middle: null }],
    ['after the quarter', '2027-01-05', { end: null, first: null, middle: null }],
  ])('%s (%s): %j', (_when, today, dates) => expect(goalDates(Q4, today)).toEqual({ quarter: 'Q4 2026', ...dates }));

  it('reads months from the period’s own dates, across a year', () => {
    expect(goalDates({ startDate: '2026-11-15', endDate: '2027-02-28', quarter: 4, year: 2026 }, '2027-01-03')).toEqual({
      quarter: 'Q4 2026',
      end: '28 February',
      first: '17 January',
      middle: '31 January',
    });
  });

  it.each([
    ['2026-01-01', '1 January'],
    ['2026-09-30', '30 September'],
  ])('%s → %s', (day, text) => expect(dayMonth(day)).toBe(text));

  it.each([
    ['week 1', '2026-10-01', { end: '31. Dezember', first: '15. Oktober', middle: '16. November' }],
    ['under three weeks left', '2026-12-17', { end: '31. Dezember', first: null, middle: null }],
  ])('in German, %s (%s): %j', (_when, today, dates) => expect(goalDates(Q4, today, 'de')).toEqual({ quarter: 'Q4 2026', ...dates }));
});
