import { describe, expect, it } from 'vitest';
import { companyWeekOn, dueDateInWeek, dueWeekOf, isoWeekday } from './schedule';

// A company whose schedule starts on Thursday 2026-10-01: its weeks run Thursday to Wednesday.
const EFFECTIVE = '2026-10-01';
const FRIDAY_9 = { updateWeekday: 5, sendHour: 9 };

describe('the ISO weekday of a day', () => {
  it.each([
    ['2026-10-01', 4],
    ['2026-10-04', 7],
    ['2026-10-05', 1],
    ['1969-12-31', 3],
  ])('%s is weekday %i', (date, weekday) => expect(isoWeekday(date)).toBe(weekday));
});

describe('the day of a week that falls on the update weekday (a week starting on Thursday)', () => {
  it.each([
    [4, '2026-10-01'],
    [5, '2026-10-02'],
    [7, '2026-10-04'],
    [1, '2026-10-05'],
    [3, '2026-10-07'],
  ])('weekday %i is %s', (weekday, date) => expect(dueDateInWeek('2026-10-01', weekday)).toBe(date));
});

describe("a company's week", () => {
  it.each([
    ['2026-09-30', null],
    ['2026-10-01', { startDate: '2026-10-01', endDate: '2026-10-07' }],
    ['2026-10-14', { startDate: '2026-10-08', endDate: '2026-10-14' }],
    // The 14th week starts on 31 December; the next quarter, and its first week, the day after.
    ['2026-12-31', { startDate: '2026-12-31', endDate: '2027-01-06' }],
    ['2027-01-01', { startDate: '2027-01-01', endDate: '2027-01-07' }],
    ['2027-01-08', { startDate: '2027-01-08', endDate: '2027-01-14' }],
  ])('on %s is %j', (today, week) => expect(companyWeekOn(EFFECTIVE, today)).toEqual(week));
});

describe('when the follow-up is due: Friday 09:00 in the company time zone', () => {
  it.each([
    // Berlin in summer time (UTC+2): 09:00 is 07:00 UTC.
    ['Europe/Berlin', '2026-10-02T06:59:59Z', null],
    ['Europe/Berlin', '2026-10-02T07:00:00Z', '2026-10-01'],
    ['Europe/Berlin', '2026-10-06T23:00:00Z', '2026-10-01'],
    // The Wednesday night the week ends in Berlin, the next week starts and is not due until its Friday.
    ['Europe/Berlin', '2026-10-07T22:00:00Z', null],
    // Far east (UTC+14): Friday 09:00 is Thursday 19:00 UTC.
    ['Pacific/Kiritimati', '2026-10-01T18:59:00Z', null],
    ['Pacific/Kiritimati', '2026-10-01T19:00:00Z', '2026-10-01'],
    // Far west (UTC-11): Friday 09:00 is Friday 20:00 UTC; at 19:59 UTC it is still Friday 08:59 there.
    ['Pacific/Pago_Pago', '2026-10-02T19:59:00Z', null],
    ['Pacific/Pago_Pago', '2026-10-02T20:00:00Z', '2026-10-01'],
    // Still Wednesday evening in Pago Pago when Thursday has begun in UTC: the old week, already due.
    ['Pacific/Pago_Pago', '2026-10-08T05:00:00Z', '2026-10-01'],
    // Berlin's clocks go back on Sunday 2026-10-25: Friday 30 October 09:00 is 08:00 UTC, no longer 07:00.
    ['Europe/Berlin', '2026-10-23T07:00:00Z', '2026-10-22'],
    ['Europe/Berlin', '2026-10-30T07:59:00Z', null],
    ['Europe/Berlin', '2026-10-30T08:00:00Z', '2026-10-29'],
    // New York's go back on Sunday 2026-11-01: Friday 09:00 is 13:00 UTC before, 14:00 UTC after.
    ['America/New_York', '2026-10-30T13:00:00Z', '2026-10-29'],
    ['America/New_York', '2026-11-06T13:59:00Z', null],
    ['America/New_York', '2026-11-06T14:00:00Z', '2026-11-05'],
    // Before the schedule starts nothing is due.
    ['Europe/Berlin', '2026-09-25T12:00:00Z', null],
  ])('in %s at %s the week of %s', (ianaZone, at, weekStart) => {
    const week = dueWeekOf({ effectiveDate: EFFECTIVE, ianaZone }, FRIDAY_9, new Date(at));
    expect(week?.startDate ?? null).toBe(weekStart);
  });

  it.each([
    // Monday 00:00 falls in the week that started the Thursday before.
    [{ updateWeekday: 1, sendHour: 0 }, '2026-10-04T21:59:00Z', null],
    [{ updateWeekday: 1, sendHour: 0 }, '2026-10-04T22:00:00Z', '2026-10-01'],
    // Thursday 23:00, the week's first day.
    [{ updateWeekday: 4, sendHour: 23 }, '2026-10-01T20:59:00Z', null],
    [{ updateWeekday: 4, sendHour: 23 }, '2026-10-01T21:00:00Z', '2026-10-01'],
    // Wednesday, the week's last day, at 17:00.
    [{ updateWeekday: 3, sendHour: 17 }, '2026-10-07T14:59:00Z', null],
    [{ updateWeekday: 3, sendHour: 17 }, '2026-10-07T15:00:00Z', '2026-10-01'],
  ])('with %j in Berlin at %s the week of %s', (rules, at, weekStart) => {
    const week = dueWeekOf({ effectiveDate: EFFECTIVE, ianaZone: 'Europe/Berlin' }, rules, new Date(at));
    expect(week?.startDate ?? null).toBe(weekStart);
  });
});
