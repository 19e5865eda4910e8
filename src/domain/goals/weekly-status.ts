import { addDays, daysBetween } from '../periods';

export const SCALE_MIN = 0;
export const SCALE_MAX = 4;
export const LIKELIHOOD_LABELS = ['Not at all', 'Not sure', 'Unsure', 'Likely', 'Very Likely'] as const;
export const QUALITY_LABELS = ['Very bad', 'Bad', 'Okay', 'Good', 'Very good'] as const;

// The spec gives two readings of the update window; we take the first (see docs/design-notes.md):
// a week is open when it ends on or after two weeks before the current week's start and starts on or
// before the current week's start — the current week and the two before it.
const WINDOW_DAYS_BACK = 14;

export function isWeekOpen(week: { startDate: string; endDate: string }, currentWeekStart: string): boolean {
  return week.endDate >= addDays(currentWeekStart, -WINDOW_DAYS_BACK) && week.startDate <= currentWeekStart;
}

/** At risk: a likelihood below 2 (Unsure or better is not at risk). */
export const isAtRisk = (likelihood: number) => likelihood < 2;

/** Whole weeks between the status's week and the current week. */
export const weeksOld = (statusWeekStart: string, currentWeekStart: string) =>
  Math.max(0, Math.floor(daysBetween(statusWeekStart, currentWeekStart) / 7));

/** Late: the newest status is older than one week relative to the current week's start. */
export const isLate = (statusWeekStart: string, currentWeekStart: string) => weeksOld(statusWeekStart, currentWeekStart) > 1;

export type Trend = 'up' | 'down' | 'flat';
export const trendOf = (delta: number | null | undefined): Trend => (!delta ? 'flat' : delta > 0 ? 'up' : 'down');

/** Change from the previous status to this one; null for the first status. */
export const deltaOf = (current: number, previous: number | null | undefined) =>
  previous === null || previous === undefined ? null : current - previous;
