// The self-review (issue 34, decision 077): the employee's own view of their quarter, written before the manager's.

export const SELF_REVIEW_STATES = ['not_started', 'draft', 'submitted'] as const;
export type SelfReviewState = (typeof SELF_REVIEW_STATES)[number];

export const SELF_REVIEW_OFF = 'Self-reviews are not switched on.';
export const NOT_APPRAISED = 'You are not appraised for this quarter.';
export const SELF_REVIEW_CLOSED = 'This quarter is not open for self-reviews.';
export const SELF_REVIEW_LOCKED = 'Your appraisal has been shared with you, so your self-review can no longer be changed.';

/** What decides whether a person may write their self-review of a quarter. */
export type SelfReviewFacts = {
  selfReviewOn: boolean;
  /** The person is appraised at all (not the CEO, not an observer) and was there before the quarter ended. */
  eligible: boolean;
  /** The quarter is listed for appraisals and new ones may still be started. */
  quarterOpen: boolean;
  /** The state of the person's appraisal of the quarter, if the manager has started one. */
  appraisalState: string | null;
};

/** Why the self-review cannot be written now (409), or null when it can: until the manager shares the appraisal. */
export function selfReviewRefusal(f: SelfReviewFacts): string | null {
  if (!f.selfReviewOn) return SELF_REVIEW_OFF;
  if (!f.eligible) return NOT_APPRAISED;
  if (f.appraisalState !== null && f.appraisalState !== 'draft') return SELF_REVIEW_LOCKED;
  if (!f.quarterOpen) return SELF_REVIEW_CLOSED;
  return null;
}

/** A self-review's state from its row (feedback_requests of kind 'self'): none yet, a draft ('requested'), handed in. */
export const selfReviewState = (rowState: string | null): SelfReviewState =>
  rowState === null ? 'not_started' : rowState === 'submitted' ? 'submitted' : 'draft';

/** The state the row takes on a save: once handed in it stays handed in (the manager may already have read it). */
export const stateAfterSave = (current: SelfReviewState, submit: boolean): 'requested' | 'submitted' =>
  submit || current === 'submitted' ? 'submitted' : 'requested';

/**
 * Who reads someone’s self-review: as for the appraisal, the person, anyone above them in the chart, the HR admins and the CEO (not an org admin). Others are told it
 * does not exist. A draft is its writer's alone: to everyone else it shows as not handed in, without answers.
 */
export type SelfReviewReader = { isSelf: boolean; isAbove: boolean; seesAllAppraisals: boolean };
export const maySeeSelfReview = (r: SelfReviewReader) => r.isSelf || r.isAbove || r.seesAllAppraisals;
export const showsAnswers = (r: SelfReviewReader, state: SelfReviewState) => r.isSelf || state === 'submitted';
