import { addDays, periodAt, periodIndexOn, quarterLabel, weeksOf, WEEKS_PER_PERIOD, type PeriodDates } from '../periods';
import { closesOn, type AppraisalSchedule } from '../talent/appraisal-periods';

/**
 * The dates of a person's calendar feed (issue 33, decision 075), for the current and the next quarter: each week's
 * update day, the quarter's end, its finalization deadline, the appraisal deadlines and the person's open action items.
 * All-day events with UIDs that stay the same from one reading to the next, so calendar apps update them in place.
 */
export type FeedFacts = {
  /** The company's quarters start from this day (tenants.effective_date). */
  effectiveDate: string;
  /** Today in the company's time zone. */
  today: string;
  /** The weekly update's day, ISO (1 Monday … 7 Sunday). */
  updateWeekday: number;
  /** The appraisal schedule when the person takes part in appraisals (talent on, not an observer); else null. */
  appraisals: AppraisalSchedule | null;
  actionItems: { id: number; title: string; dueDate: string }[];
  /** Makes the UIDs unique across people and companies: 'trellis-<tenant>-<user>'. */
  uidPrefix: string;
};

export type FeedEventKind = 'updateDay' | 'quarterEnd' | 'finalization' | 'appraisalsDue' | 'actionItem';
export type FeedEvent = { uid: string; date: string; kind: FeedEventKind; quarter?: string; week?: number; title?: string };

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The day of a week (7 days from `startDate`) that falls on the ISO weekday. */
export const dayOfWeek = (startDate: string, weekday: number) => addDays(startDate, (weekday - isoWeekday(startDate) + 7) % 7);

/**
 * The finalization deadline of a quarter: the end of its last week (the 14th of its week grid, the week after the
 * quarter's last day), by which the owners finalize its goals and the grid's last weekly update is in.
 */
export const finalizationDeadline = (p: PeriodDates) => addDays(p.startDate, 7 * WEEKS_PER_PERIOD - 1);

const sortKey = (e: FeedEvent) => `${e.date} ${e.uid}`;

/** The days the feed covers: from the current quarter's first day to the day before the quarter after the next. */
export function feedWindow(effectiveDate: string, today: string): { current: number; from: string; until: string } {
  const current = Math.max(0, periodIndexOn(effectiveDate, today));
  return { current, from: periodAt(effectiveDate, current).startDate, until: periodAt(effectiveDate, current + 2).startDate };
}

export function feedEvents(f: FeedFacts): FeedEvent[] {
  const { current, from: windowStart, until: windowEnd } = feedWindow(f.effectiveDate, f.today);
  const quarters = [current, current + 1].map((i) => periodAt(f.effectiveDate, i));
  const uid = (key: string) => `${f.uidPrefix}-${key}`;
  const events: FeedEvent[] = [];

  for (const p of quarters) {
    const quarter = quarterLabel(p);
    const key = `${p.year}q${p.quarter}`;
    // A quarter's week grid runs past its end into the next quarter's first week; a day belongs to the quarter then current.
    const nextStart = periodAt(f.effectiveDate, p.index + 1).startDate;
    for (const w of weeksOf(p)) {
      const date = dayOfWeek(w.startDate, f.updateWeekday);
      if (date < nextStart) events.push({ uid: uid(`update-${date}`), date, kind: 'updateDay', quarter, week: w.week });
    }
    events.push({ uid: uid(`quarter-end-${key}`), date: p.endDate, kind: 'quarterEnd', quarter });
    events.push({ uid: uid(`finalize-${key}`), date: finalizationDeadline(p), kind: 'finalization', quarter });
  }

  if (f.appraisals) {
    // A quarter's appraisals close a quarter and some weeks after it is listed: the earlier quarters' close in the window.
    for (let i = Math.max(0, current - 2); i <= current + 1; i++) {
      const q = periodAt(f.effectiveDate, i);
      if (q.endDate < f.appraisals.effectiveDate) continue;
      const date = closesOn(q, f.appraisals);
      if (date < windowStart || date >= windowEnd) continue;
      events.push({ uid: uid(`appraisals-${q.year}q${q.quarter}`), date, kind: 'appraisalsDue', quarter: quarterLabel(q) });
    }
  }

  for (const item of f.actionItems) {
    events.push({ uid: uid(`action-item-${item.id}`), date: item.dueDate, kind: 'actionItem', title: item.title });
  }
  return events.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}
