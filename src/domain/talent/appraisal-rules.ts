import type { AppraisalState } from './states';

/** How the caller stands to the appraisal's employee (and to the appraisal). */
export type AppraisalRelation = {
  /** The appraisal is about the caller. */
  isEmployee: boolean;
  /** The caller acts as its reviewer (`actingReviewerId`): the employee's manager now while it is open. */
  isReviewer: boolean;
  /** The caller is the employee's manager now (countersigns). */
  isManager: boolean;
  /** The employee is below the caller in the hierarchy. */
  isAbove: boolean;
  isHrAdmin: boolean;
};

export type AppraisalAction = 'view' | 'update' | 'delete' | 'share' | 'employeeSign' | 'managerSign' | 'print';

export type AppraisalDecision = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

export const APPRAISAL_NOT_FOUND = 'This appraisal was not found.';
export const NOT_ALLOWED = 'You are not authorized!';
export const COMPLETED_LOCKED = 'This appraisal is completed and can no longer be changed.';
export const SIGNED_LOCKED = 'This appraisal is signed and can no longer be changed.';
export const SHARE_ONLY_DRAFT = 'Only a draft appraisal can be shared.';
export const NOT_SHARED_YET = 'This appraisal has not been shared with the employee yet.';
export const NOT_ACKNOWLEDGED_YET = 'The employee has not signed this appraisal yet.';
export const PRINT_ONLY_COMPLETED = 'Only a completed appraisal can be printed.';

/** The employee has signed it (and the manager may have countersigned): from then on it is read-only (decision 035). */
export const isSigned = (state: AppraisalState) => state === 'acknowledged' || state === 'completed';

/**
 * Who acts as an appraisal's reviewer (decision 035). While it is open, the employee's direct manager now: a move hands
 * it to the new manager, whatever moved the employee, and leaves the former one nothing to do. Once signed, the reviewer
 * of record (who had it when it was signed). Null: an open appraisal of someone with no manager now, which nobody edits.
 */
export const actingReviewerId = (a: { state: AppraisalState; reviewerId: number }, managerId: number | null): number | null =>
  isSigned(a.state) ? a.reviewerId : managerId;

/** Edits and deletion stop at the employee's signature, for everyone; what follows signing is signing. */
const LOCKED_WHEN_SIGNED: ReadonlySet<AppraisalAction> = new Set(['update', 'delete']);

/** Who acts for each action; `view` is anyone who may see the appraisal. */
const ACTOR_OF: Record<AppraisalAction, (r: AppraisalRelation) => boolean> = {
  view: () => true,
  update: (r) => r.isReviewer,
  delete: (r) => r.isReviewer,
  share: (r) => r.isReviewer,
  employeeSign: (r) => r.isEmployee,
  managerSign: (r) => r.isManager,
  print: () => true,
};

/** The states each action may start from, and what the others are told (409). */
const STATE_RULE: Record<AppraisalAction, (s: AppraisalState) => string | null> = {
  view: () => null,
  update: () => null,
  delete: () => null,
  share: (s) => (s === 'draft' ? null : SHARE_ONLY_DRAFT),
  employeeSign: (s) => (s === 'completed' ? COMPLETED_LOCKED : s === 'draft' ? NOT_SHARED_YET : null),
  managerSign: (s) => (s === 'completed' ? COMPLETED_LOCKED : s === 'acknowledged' ? null : NOT_ACKNOWLEDGED_YET),
  print: (s) => (s === 'completed' ? null : PRINT_ONLY_COMPLETED),
};

/**
 * Who sees an appraisal: its reviewer, the employee's manager and everyone above, HR admins, and the employee
 * once it has been shared with them (a draft is the reviewer's working copy).
 */
export const canSeeAppraisal = (r: AppraisalRelation, state: AppraisalState) =>
  r.isReviewer || r.isManager || r.isAbove || r.isHrAdmin || (r.isEmployee && state !== 'draft');

/**
 * Spec 001 §4 and §6 in one table: 404 for who may not see it, 400 for an edit or deletion of a signed appraisal
 * (whoever asks: the form says why), 403 for who may not act, 409 for the wrong state.
 */
export function decideAppraisal(action: AppraisalAction, r: AppraisalRelation, state: AppraisalState): AppraisalDecision {
  if (!canSeeAppraisal(r, state)) return { ok: false, status: 404, message: APPRAISAL_NOT_FOUND };
  if (LOCKED_WHEN_SIGNED.has(action) && isSigned(state)) return { ok: false, status: 400, message: SIGNED_LOCKED };
  if (!ACTOR_OF[action](r)) return { ok: false, status: 403, message: NOT_ALLOWED };
  const refusal = STATE_RULE[action](state);
  return refusal ? { ok: false, status: 409, message: refusal } : { ok: true };
}

/** The state an action leaves the appraisal in (an edit leaves it as it is: only an open one is edited). */
export function stateAfter(action: 'share' | 'employeeSign' | 'managerSign'): AppraisalState {
  switch (action) {
    case 'share':
      return 'shared';
    case 'employeeSign':
      return 'acknowledged';
    case 'managerSign':
      return 'completed';
  }
}

/** The employee sees the ratings only when the company shares them; everyone else who may see the appraisal does. */
export const ratingsVisible = (r: AppraisalRelation, shareRatingWithEmployee: boolean) =>
  shareRatingWithEmployee || r.isReviewer || r.isManager || r.isAbove || r.isHrAdmin;

export type StartFacts = {
  /** The caller is the employee's direct manager. */
  isDirectManager: boolean;
  /** The period is listed for appraisals and still open for new ones (periods.ts). */
  periodOpen: boolean;
  /** The employee existed before the period ended. */
  eligible: boolean;
  exists: boolean;
};

export const ONLY_DIRECT_MANAGER = 'Only the direct manager may start an appraisal.';
export const PERIOD_CLOSED = 'Appraisals for this quarter can no longer be started.';
export const TOO_NEW = 'This user is too new to be eligible for any appraisal periods.';
export const ALREADY_EXISTS = 'An appraisal for this quarter already exists.';

/** POST /talent: only the direct manager starts one, once per person and quarter, in an open quarter the person was there for. */
export function decideStart(f: StartFacts): AppraisalDecision {
  if (!f.isDirectManager) return { ok: false, status: 403, message: ONLY_DIRECT_MANAGER };
  if (!f.eligible) return { ok: false, status: 409, message: TOO_NEW };
  if (!f.periodOpen) return { ok: false, status: 409, message: PERIOD_CLOSED };
  if (f.exists) return { ok: false, status: 409, message: ALREADY_EXISTS };
  return { ok: true };
}
