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

/** Days from a quarter's listing for appraisals until its feedback (self, peer, upward) is due (decision 077). */
export const FEEDBACK_DAYS = 21;
/** Days before the due date when those who have not answered are reminded once. */
export const FEEDBACK_REMINDER_DAYS = 3;

/**
 * The appraisal's other voices are asked from the day the quarter is listed and due FEEDBACK_DAYS later, so that the
 * manager has them before writing; answers are still taken until the quarter closes for appraisals.
 */
export const feedbackDueOn = (q: QuarterDates) => addDays(addMonthsClamped(q.startDate, QUARTER_MONTHS), FEEDBACK_DAYS);

/** The day a reminder goes to those who have not answered yet. */
export const feedbackReminderOn = (q: QuarterDates) => addDays(feedbackDueOn(q), -FEEDBACK_REMINDER_DAYS);
