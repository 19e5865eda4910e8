// The quarters a report dialog offers (spec 001 §9 'Report period choices also include those starting within 3 months
// ahead'), and the multi-quarter range rule (§5: 'to' never before 'from').
import { addMonthsClamped } from '../periods';

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
