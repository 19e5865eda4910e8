import type { Language } from '../languages';
import { addDays, daysBetween, quarterLabel } from '../periods';

// Dates the built-in writer may name (issue 28): only days still ahead in the goal's quarter, read from the
// period's own dates and today's date in the company's zone, which the caller passes in.

/** The goal's quarter, as its period row holds it. */
export type GoalPeriod = { startDate: string; endDate: string; quarter: number; year: number };

/** What a suggestion may promise and by when; `first` and `middle` are null when too little of the quarter is left. */
export type GoalDates = {
  quarter: string;
  /** '31 December' ('31. Dezember' in German), or null when the quarter is over. */
  end: string | null;
  /** An early step, about a quarter of the way through the days left. */
  first: string | null;
  /** Half-way through the days left. */
  middle: string | null;
};

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
/** Fewer days left than this, and only the quarter's end is named. */
export const ROOM_FOR_MILESTONES = 21;

/** '2026-12-31' → '31 December'. */
export const dayMonth = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

// English keeps the spec's own '31 December'; other languages write the day as Intl does ('31. Dezember').
const dayMonthIn = (language: Language): ((day: string) => string) => {
  if (language === 'en') return dayMonth;
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
};

export function goalDates(period: GoalPeriod, today: string, language: Language = 'en'): GoalDates {
  const from = today > period.startDate ? today : period.startDate;
  const left = daysBetween(from, period.endDate);
  const quarter = quarterLabel(period);
  const day = dayMonthIn(language);
  if (left < 0) return { quarter, end: null, first: null, middle: null };
  if (left < ROOM_FOR_MILESTONES) return { quarter, end: day(period.endDate), first: null, middle: null };
  return {
    quarter,
    end: day(period.endDate),
    first: day(addDays(from, Math.min(14, Math.round(left / 4)))),
    middle: day(addDays(from, Math.round(left / 2))),
  };
}
