/** An appraisal's life (spec 001 §4): the reviewer drafts and shares, the employee signs, the manager countersigns. */
export const APPRAISAL_STATES = ['draft', 'shared', 'acknowledged', 'completed'] as const;
export type AppraisalState = (typeof APPRAISAL_STATES)[number];

/** Spec 001 §9: how far along an appraisal is; none is 0. */
export const APPRAISAL_PROGRESS: Record<AppraisalState | 'none', number> = {
  none: 0,
  draft: 30,
  shared: 60,
  acknowledged: 90,
  completed: 100,
};

const STATUS_LABELS: Record<AppraisalState | 'none', string> = {
  none: 'Not Started',
  draft: 'Started (30%)',
  shared: 'Shared (60%)',
  acknowledged: 'Acknowledged (90%)',
  completed: 'Completed (100%)',
};

/** The status column's text for an appraisal, or for none. */
export const appraisalStatus = (state: AppraisalState | null) => STATUS_LABELS[state ?? 'none'];
export const appraisalProgress = (state: AppraisalState | null) => APPRAISAL_PROGRESS[state ?? 'none'];
