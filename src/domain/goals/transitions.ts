import type { GoalEditState, GoalState } from './states';

/** What someone does to a goal; each maps to the states it may start from and the state it leads to. */
export type GoalAction =
  | 'submit' // owner asks for approval
  | 'publish' // approved without review
  | 'approve' // reviewer accepts the request
  | 'request_changes' // reviewer sends it back
  | 'retract' // owner withdraws the approval request
  | 'shelve' // shelved at once
  | 'request_shelve' // owner asks to shelve
  | 'approve_shelve'
  | 'deny_shelve'
  | 'cancel_shelve' // owner withdraws the shelving request
  | 'reactivate' // unshelve
  | 'finalize' // owner submits results
  | 'retract_results' // owner withdraws submitted results
  | 'agree_results' // owner and manager results agree
  | 'reopen_results'; // the manager changes a review so the results disagree again

const TABLE: Record<GoalAction, { from: readonly GoalState[]; to: GoalState }> = {
  submit: { from: ['draft', 'review'], to: 'review' },
  publish: { from: ['draft', 'review'], to: 'approved' },
  approve: { from: ['review'], to: 'approved' },
  request_changes: { from: ['review'], to: 'draft' },
  retract: { from: ['review'], to: 'draft' },
  shelve: { from: ['draft', 'review', 'approved', 'shelving_in_review'], to: 'shelved' },
  request_shelve: { from: ['approved'], to: 'shelving_in_review' },
  approve_shelve: { from: ['shelving_in_review'], to: 'shelved' },
  deny_shelve: { from: ['shelving_in_review'], to: 'approved' },
  cancel_shelve: { from: ['shelving_in_review'], to: 'approved' },
  reactivate: { from: ['shelved'], to: 'approved' },
  finalize: { from: ['approved'], to: 'results_in_review' },
  retract_results: { from: ['results_in_review'], to: 'approved' },
  agree_results: { from: ['results_in_review'], to: 'finalized' },
  reopen_results: { from: ['finalized'], to: 'results_in_review' },
};

export const GOAL_ACTIONS = Object.keys(TABLE) as GoalAction[];

/** The state an action leads to, or null when the action is illegal from `from`. */
export function nextState(from: GoalState, action: GoalAction): GoalState | null {
  const rule = TABLE[action];
  return rule.from.includes(from) ? rule.to : null;
}

export const illegalTransitionMessage = (from: GoalState, action: GoalAction) =>
  `A goal in state '${from}' cannot be ${ACTION_PAST[action]}.`;

const ACTION_PAST: Record<GoalAction, string> = {
  submit: 'submitted for approval',
  publish: 'published',
  approve: 'approved',
  request_changes: 'sent back for changes',
  retract: 'withdrawn from approval',
  shelve: 'shelved',
  request_shelve: 'requested to be shelved',
  approve_shelve: 'shelved on request',
  deny_shelve: 'kept active on request',
  cancel_shelve: 'withdrawn from shelving',
  reactivate: 'reactivated',
  finalize: 'finalized',
  retract_results: 'reopened for results',
  agree_results: 'finalized with agreed results',
  reopen_results: 'reopened for review',
};

/** The History label of a goal transition; some read differently when the owner made them. */
export function goalTransitionLabel(from: GoalState | null, to: GoalState, byOwner: boolean): string {
  if (from === null) return to === 'draft' ? 'Created as draft' : to === 'approved' ? 'Created and published' : 'Created';
  if (to === 'shelved') return from === 'shelving_in_review' ? 'Shelving approved' : 'Shelved';
  if (from === 'draft' && to === 'approved') return 'Published';
  if (to === 'review' && (from === 'draft' || from === 'review')) return 'Submitted for approval';
  if (from === 'review' && to === 'approved') return 'Approved';
  if (from === 'review' && to === 'draft') return byOwner ? 'Canceled request for approval' : 'Changes requested';
  if (from === 'shelved' && to === 'approved') return 'Unshelved';
  if (from === 'approved' && to === 'shelving_in_review') return 'Submitted shelving request';
  if (from === 'shelving_in_review' && to === 'approved') return byOwner ? 'Canceled shelving request' : 'Shelving denied';
  if (from === 'approved' && to === 'results_in_review') return 'Submitted results';
  if (from === 'finalized' && to === 'results_in_review') return 'Results reopened';
  if (to === 'finalized') return 'Results finalized';
  if (from === 'results_in_review' && to === 'approved') return 'Retracted results';
  return `${from} to ${to}`;
}

/** The History label of a transition of a proposed edit. */
export function goalEditTransitionLabel(from: GoalEditState | null, to: GoalEditState, byOwner: boolean): string {
  if (from === null) return 'Proposed edits';
  if (from === 'draft' && to === 'review') return 'Submitted edits for approval';
  if (from === 'review' && to === 'draft') return byOwner ? 'Canceled goal edits' : 'Changes requested to goal edit';
  if (to === 'canceled') return 'Canceled draft edits';
  if (to === 'approved') return 'Edits approved';
  return `${from} to ${to}`;
}

export type EditAction = 'submit' | 'retract' | 'request_changes' | 'discard' | 'approve';
const EDIT_TABLE: Record<EditAction, { from: readonly GoalEditState[]; to: GoalEditState }> = {
  submit: { from: ['draft'], to: 'review' },
  retract: { from: ['review'], to: 'draft' },
  request_changes: { from: ['review'], to: 'draft' },
  discard: { from: ['draft'], to: 'canceled' },
  approve: { from: ['review'], to: 'approved' },
};

export function nextEditState(from: GoalEditState, action: EditAction): GoalEditState | null {
  const rule = EDIT_TABLE[action];
  return rule.from.includes(from) ? rule.to : null;
}
