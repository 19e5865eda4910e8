export const GOAL_STATES = ['draft', 'review', 'approved', 'shelving_in_review', 'shelved', 'results_in_review', 'finalized'] as const;
export type GoalState = (typeof GOAL_STATES)[number];

// 'approved' marks an edit that was accepted and applied to its goal.
export const GOAL_EDIT_STATES = ['draft', 'review', 'canceled', 'approved'] as const;
export type GoalEditState = (typeof GOAL_EDIT_STATES)[number];

export const GOAL_TYPES = ['SMART', 'OKR', 'ObjectiveResult'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** The spec's filter spells one state 'shilving_in_review'; both spellings mean the same state. */
export function normalizeGoalState(value: string): GoalState | null {
  const v = value === 'shilving_in_review' ? 'shelving_in_review' : value;
  return (GOAL_STATES as readonly string[]).includes(v) ? (v as GoalState) : null;
}

export const STATE_NAMES: Record<GoalState, string> = {
  draft: 'Draft',
  review: 'Draft in review',
  approved: 'Approved',
  shelving_in_review: 'Shelving in review',
  shelved: 'Shelved',
  results_in_review: 'Results in review',
  finalized: 'Finalized',
};
