// Quarterly periods of a schedule. Dates are calendar strings 'YYYY-MM-DD' throughout: Date
// objects would carry an instant and drift by a day across time zones.

export type PeriodDates = {
  index: number;
  startDate: string;
  endDate: string;
  quarter: number;
  year: number;
};
export type WeekDates = { week: number; startDate: string; endDate: string };

export const WEEKS_PER_PERIOD = 14;
const MONTHS_PER_PERIOD = 3;
const END_OFFSET_DAYS = 70;
const DAY_MS = 86_400_000;

type Ymd = { y: number; m: number; d: number };

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function parse(date: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [y, m, d] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (!match || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return { y, m, d };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function toDayNumber(date: string): number {
  const { y, m, d } = parse(date);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function fromDayNumber(day: number): string {
  const utc = new Date(day * DAY_MS);
  return format({ y: utc.getUTCFullYear(), m: utc.getUTCMonth() + 1, d: utc.getUTCDate() });
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

// Clamps to the target month's last day, so Jan 31 + 1 month is Feb 28 (or 29).
export function addMonthsClamped(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = total - ny * 12 + 1;
  return format({ y: ny, m: nm, d: Math.min(d, daysInMonth(ny, nm)) });
}

export function endOfMonth(date: string): string {
  const { y, m } = parse(date);
  return format({ y, m, d: daysInMonth(y, m) });
}

// Always from the original effective date: stepping from the previous start would turn a 31st
// schedule into the 30th for good after its first short month.
function startOf(effectiveDate: string, index: number): string {
  return addMonthsClamped(effectiveDate, MONTHS_PER_PERIOD * index);
}

export function periodAt(effectiveDate: string, index: number): PeriodDates {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Invalid period index: ${index}`);
  const startDate = startOf(effectiveDate, index);
  const { y, m } = parse(startDate);
  return {
    index,
    startDate,
    endDate: endOfMonth(addDays(startDate, END_OFFSET_DAYS)),
    quarter: Math.floor((m - 1) / 3) + 1,
    year: y,
  };
}

export function weeksOf(period: PeriodDates): WeekDates[] {
  return Array.from({ length: WEEKS_PER_PERIOD }, (_, i) => ({
    week: i + 1,
    startDate: addDays(period.startDate, 7 * i),
    endDate: addDays(period.startDate, 7 * (i + 1) - 1),
  }));
}

// The latest period started on or before `date`; in the gap between an end and the next start
// the previous period stays current. ISO date strings compare correctly as text.
export function periodIndexOn(effectiveDate: string, date: string): number {
  const from = parse(effectiveDate);
  const to = parse(date);
  if (date < effectiveDate) return -1;
  const months = (to.y - from.y) * 12 + (to.m - from.m);
  let index = Math.max(0, Math.floor(months / MONTHS_PER_PERIOD));
  while (index > 0 && startOf(effectiveDate, index) > date) index--;
  while (startOf(effectiveDate, index + 1) <= date) index++;
  return index;
}

export function weekOn(period: PeriodDates, date: string): number {
  const week = Math.floor(daysBetween(period.startDate, date) / 7) + 1;
  return Math.min(WEEKS_PER_PERIOD, Math.max(1, week));
}

// Building a DateTimeFormat is costly and every request asks for "today": keep one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormatOf = (ianaZone: string) => {
  let f = dayFormats.get(ianaZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: ianaZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(ianaZone, f);
  }
  return f;
};

// Each zone's day as last read, with the minute it was read in: every zone's days begin on a whole minute (offsets are
// whole minutes), so within one minute the day cannot change. Formatting parts cost a request 2 % of its time, twice.
const lastDays = new Map<string, { minute: number; day: string }>();

export function todayIn(ianaZone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(ianaZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormatOf(ianaZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = format({ y: part('year'), m: part('month'), d: part('day') });
  lastDays.set(ianaZone, { minute, day });
  return day;
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();
const instantFormatOf = (ianaZone: string) => {
  let f = instantFormats.get(ianaZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: ianaZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    instantFormats.set(ianaZone, f);
  }
  return f;
};

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(ianaZone: string, at: number): number {
  const parts = instantFormatOf(ianaZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (a second guess settles a day on which the clocks change). */
export function startOfDayIn(date: string, ianaZone: string): Date {
  const { y, m, d } = parse(date);
  const midnight = Date.UTC(y, m - 1, d);
  let at = midnight - zoneOffsetMs(ianaZone, midnight);
  at = midnight - zoneOffsetMs(ianaZone, at);
  return new Date(at);
}

export function quarterLabel(p: { quarter: number; year: number }): string {
  return `Q${p.quarter} ${p.year}`;
}

/** A calendar day as the spec shows dates: YYYY-MM-DD → MM/DD/YYYY. */
export const usDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
