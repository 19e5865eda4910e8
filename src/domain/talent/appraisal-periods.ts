import { addDays, addMonthsClamped } from '../periods';

/** A company quarter as the appraisal rules read it (dates 'YYYY-MM-DD'). */
export type QuarterDates = { startDate: string; endDate: string };

/** The company's appraisal schedule (talent settings): from which quarter on, and how many weeks of grace. */
export type AppraisalSchedule = { effectiveDate: string; graceWeeks: number };

const QUARTER_MONTHS = 3;

/**
 * Spec 001 §9: a quarter is listed for appraisals once its start plus three months is past, if it ends on or
 * after the schedule's effective date (the quarter the schedule starts in counts).
 */
export const isAppraisalQuarter = (q: QuarterDates, schedule: AppraisalSchedule, today: string) =>
  addMonthsClamped(q.startDate, QUARTER_MONTHS) <= today && q.endDate >= schedule.effectiveDate;

/**
 * New appraisals of a listed quarter may be started for one quarter after it is listed, and the grace period keeps
 * it open that many weeks more (decision 016). Appraisals already started carry on through their states regardless.
 */
export const closesOn = (q: QuarterDates, schedule: AppraisalSchedule) =>
  addDays(addMonthsClamped(q.startDate, 2 * QUARTER_MONTHS), 7 * schedule.graceWeeks);

export const isOpenForAppraisals = (q: QuarterDates, schedule: AppraisalSchedule, today: string) =>
  isAppraisalQuarter(q, schedule, today) && today < closesOn(q, schedule);

/** A person is appraised for a quarter only if they were created before it ended (their creation day ≤ its end). */
export const isEligible = (createdOn: string, q: QuarterDates) => createdOn <= q.endDate;
