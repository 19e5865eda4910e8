// The quarters a report dialog offers (spec 001 §9 'Report period choices also include those starting within 3 months
// ahead'), and the multi-quarter range rule (§5: 'to' never before 'from').
import { addMonthsClamped } from '../periods';
import type { ReportId } from './report-access';

type Dated = { StartDate: string };

/** The quarters that have begun, and those beginning within three months of today; the newest first. */
export function reportPeriodChoices<T extends Dated>(periods: readonly T[], today: string): T[] {
  const horizon = addMonthsClamped(today, 3);
  return periods.filter((p) => p.StartDate <= horizon).sort((a, b) => b.StartDate.localeCompare(a.StartDate));
}

/** A range's end once its start moved: kept while it is not before the start, otherwise the start itself. */
export function rangeEndAfter<T extends Dated & { Id: number }>(from: T, to: T | undefined): T {
  return to && to.StartDate >= from.StartDate ? to : from;
}

/**
 * The quarters a report can be made for, by report and mode, as the server answers them: the goal compliance list of
 * goals not finalized (2, mode 3) needs a quarter that has ended; the appraisal reports (6, 7, 10) a quarter listed
 * for appraisals (its start plus three months past, §9); every other report a quarter that has begun.
 */
export function periodFits(id: ReportId, mode: string | undefined, p: Dated & { EndDate: string }, today: string): boolean {
  if (id === 2 && mode === '3') return p.EndDate < today;
  if (id === 6 || id === 7 || id === 10) return addMonthsClamped(p.StartDate, 3) <= today;
  return p.StartDate <= today;
}

/** The quarter a report's dialog starts with: the newest of those offered that the report can be made for. */
export function latestFittingPeriod<T extends Dated & { EndDate: string }>(
  id: ReportId,
  mode: string | undefined,
  offered: readonly T[],
  today: string,
): T | undefined {
  return [...offered].sort((a, b) => b.StartDate.localeCompare(a.StartDate)).find((p) => periodFits(id, mode, p, today));
}
