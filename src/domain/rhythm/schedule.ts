import { addDays, daysBetween, periodAt, periodIndexOn, todayIn, weekOn } from '../periods';
import type { RhythmRules } from './settings';

// When a company's weekly follow-up is due (decision 074): on its weekday within the week of its quarter (weeks start
// on the quarter's first day, so on any weekday), from its hour on, in the company's time zone; once a week.

/** The wall clock of a time zone at an instant: its calendar day and hour (0–23). */
export type LocalClock = { date: string; hour: number };

const hourFormats = new Map<string, Intl.DateTimeFormat>();

export function localClock(ianaZone: string, now: Date): LocalClock {
  let f = hourFormats.get(ianaZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: ianaZone, hourCycle: 'h23', hour: 'numeric' });
    hourFormats.set(ianaZone, f);
  }
  const hour = Number(f.formatToParts(now).find((p) => p.type === 'hour')?.value ?? 0);
  return { date: todayIn(ianaZone, now), hour };
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (date: string): number => ((((daysBetween('1970-01-01', date) + 3) % 7) + 7) % 7) + 1;

/** The day of a week (7 days from `weekStart`) that falls on `weekday`. */
export const dueDateInWeek = (weekStart: string, weekday: number): string =>
  addDays(weekStart, (((weekday - isoWeekday(weekStart)) % 7) + 7) % 7);

export type CompanyWeek = { startDate: string; endDate: string };

/**
 * The week of the company's quarter that `today` falls in, as the periods area counts it (after the 14th week the
 * 14th stays current until the next quarter starts); null before the company's schedule starts.
 */
export function companyWeekOn(effectiveDate: string, today: string): CompanyWeek | null {
  const index = periodIndexOn(effectiveDate, today);
  if (index < 0) return null;
  const period = periodAt(effectiveDate, index);
  const week = weekOn(period, today);
  const startDate = addDays(period.startDate, 7 * (week - 1));
  return { startDate, endDate: addDays(startDate, 6) };
}

/** Whether the follow-up of `week` is due at the clock: its day has come and its hour has struck (or the day is past). */
export function isWeekDue(week: CompanyWeek, rules: Pick<RhythmRules, 'updateWeekday' | 'sendHour'>, clock: LocalClock): boolean {
  const due = dueDateInWeek(week.startDate, rules.updateWeekday);
  return clock.date > due || (clock.date === due && clock.hour >= rules.sendHour);
}

/** The company's week whose follow-up is due now, or null (before the schedule, or before the day and hour). */
export function dueWeekOf(
  company: { effectiveDate: string; ianaZone: string },
  rules: Pick<RhythmRules, 'updateWeekday' | 'sendHour'>,
  now: Date,
): CompanyWeek | null {
  const clock = localClock(company.ianaZone, now);
  const week = companyWeekOn(company.effectiveDate, clock.date);
  return week && isWeekDue(week, rules, clock) ? week : null;
}
