import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayPassed, dayText, momentText } from './dates';

describe('dates read one way on every screen', () => {
  it.each([
    ['2026-11-21', 'Nov 21, 2026'],
    ['2026-01-05', 'Jan 5, 2026'],
    ['2027-12-31', 'Dec 31, 2027'],
  ])('the day %s reads %s', (day, text) => expect(dayText(day)).toBe(text));

  it('a moment is read in the local time zone, with its time', () => {
    const local = new Date(2026, 10, 21, 15, 4);
    expect(momentText(local.toISOString())).toBe('Nov 21, 2026 3:04 PM');
    expect(dayText(local.toISOString())).toBe('Nov 21, 2026');
  });
});

describe('a due day that is over', () => {
  const today = dayjs('2026-10-22T09:30:00');
  it.each([
    ['2026-10-21', true],
    ['2026-10-22', false],
    ['2026-10-23', false],
    ['2026-10-21T23:59:00Z', true],
  ])('%s is over on Oct 22: %s', (day, over) => expect(dayPassed(day, today)).toBe(over));
});

describe('dates in German', () => {
  beforeAll(async () => {
    await import('dayjs/locale/de');
    dayjs.locale('de');
  });
  afterAll(() => void dayjs.locale('en'));

  it.each([
    ['2026-11-21', '21. Nov. 2026'],
    ['2026-03-05', '5. März 2026'],
  ])('the day %s reads %s', (day, text) => expect(dayText(day)).toBe(text));

  it('a moment reads with the 24-hour clock', () => {
    expect(momentText(new Date(2026, 10, 21, 15, 4).toISOString())).toBe('21. Nov. 2026 15:04');
  });
});
