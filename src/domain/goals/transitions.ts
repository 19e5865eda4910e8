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

// Whole sentences, one per action: the server finds each in the catalogue by its English text (messages:goals.illegal).
const ILLEGAL: Record<GoalAction, (from: GoalState) => string> = {
  submit: (from) => `A goal in state '${from}' cannot be submitted for approval.`,
  publish: (from) => `A goal in state '${from}' cannot be published.`,
  approve: (from) => `A goal in state '${from}' cannot be approved.`,
  request_changes: (from) => `A goal in state '${from}' cannot be sent back for changes.`,
  retract: (from) => `A goal in state '${from}' cannot be withdrawn from approval.`,
  shelve: (from) => `A goal in state '${from}' cannot be shelved.`,
  request_shelve: (from) => `A goal in state '${from}' cannot be requested to be shelved.`,
  approve_shelve: (from) => `A goal in state '${from}' cannot be shelved on request.`,
  deny_shelve: (from) => `A goal in state '${from}' cannot be kept active on request.`,
  cancel_shelve: (from) => `A goal in state '${from}' cannot be withdrawn from shelving.`,
  reactivate: (from) => `A goal in state '${from}' cannot be reactivated.`,
  finalize: (from) => `A goal in state '${from}' cannot be finalized.`,
  retract_results: (from) => `A goal in state '${from}' cannot be reopened for results.`,
  agree_results: (from) => `A goal in state '${from}' cannot be finalized with agreed results.`,
  reopen_results: (from) => `A goal in state '${from}' cannot be reopened for review.`,
};

export const illegalTransitionMessage = (from: GoalState, action: GoalAction) => ILLEGAL[action](from);

/**
 * The History labels by key: the API's English words (a transition's `Label`), which the web shows in the reader's
 * language as goalDetail:history.label.<key> (src/web/features/goals/detail/history-items.ts).
 */
export const TRANSITION_LABELS = {
  ownerChanged: 'Owner changed',
  parentChanged: 'Parent goal changed',
  deleted: 'Deleted',
  createdAsDraft: 'Created as draft',
  createdAndPublished: 'Created and published',
  created: 'Created',
  shelvingApproved: 'Shelving approved',
  shelved: 'Shelved',
  published: 'Published',
  submittedForApproval: 'Submitted for approval',
  approved: 'Approved',
  canceledApprovalRequest: 'Canceled request for approval',
  changesRequested: 'Changes requested',
  unshelved: 'Unshelved',
  submittedShelvingRequest: 'Submitted shelving request',
  canceledShelvingRequest: 'Canceled shelving request',
  shelvingDenied: 'Shelving denied',
  submittedResults: 'Submitted results',
  resultsReopened: 'Results reopened',
  resultsFinalized: 'Results finalized',
  retractedResults: 'Retracted results',
  proposedEdits: 'Proposed edits',
  submittedEdits: 'Submitted edits for approval',
  canceledEdits: 'Canceled goal edits',
  editChangesRequested: 'Changes requested to goal edit',
  canceledDraftEdits: 'Canceled draft edits',
  editsApproved: 'Edits approved',
  // A move the rules do not name, by its two states' codes.
  stateToState: '{{from}} to {{to}}',
} as const;

export type TransitionLabel = keyof typeof TRANSITION_LABELS;

/** Says a History label by its key; the two states' codes fill a label the rules do not name. */
export type SayLabel = (key: TransitionLabel, values: { from: string; to: string }) => string;

/** The API's English label. */
export const sayInEnglish: SayLabel = (key, { from, to }) => TRANSITION_LABELS[key].replace('{{from}}', from).replace('{{to}}', to);

function goalTransitionKey(from: GoalState | null, to: GoalState, byOwner: boolean): TransitionLabel {
  if (from === null) return to === 'draft' ? 'createdAsDraft' : to === 'approved' ? 'createdAndPublished' : 'created';
  if (to === 'shelved') return from === 'shelving_in_review' ? 'shelvingApproved' : 'shelved';
  if (from === 'draft' && to === 'approved') return 'published';
  if (to === 'review' && (from === 'draft' || from === 'review')) return 'submittedForApproval';
  if (from === 'review' && to === 'approved') return 'approved';
  if (from === 'review' && to === 'draft') return byOwner ? 'canceledApprovalRequest' : 'changesRequested';
  if (from === 'shelved' && to === 'approved') return 'unshelved';
  if (from === 'approved' && to === 'shelving_in_review') return 'submittedShelvingRequest';
  if (from === 'shelving_in_review' && to === 'approved') return byOwner ? 'canceledShelvingRequest' : 'shelvingDenied';
  if (from === 'approved' && to === 'results_in_review') return 'submittedResults';
  if (from === 'finalized' && to === 'results_in_review') return 'resultsReopened';
  if (to === 'finalized') return 'resultsFinalized';
  if (from === 'results_in_review' && to === 'approved') return 'retractedResults';
  return 'stateToState';
}

/** The History label of a goal transition; some read differently when the owner made them. */
export function goalTransitionLabel(from: GoalState | null, to: GoalState, byOwner: boolean, say: SayLabel = sayInEnglish): string {
  return say(goalTransitionKey(from, to, byOwner), { from: String(from), to });
}

function goalEditTransitionKey(from: GoalEditState | null, to: GoalEditState, byOwner: boolean): TransitionLabel {
  if (from === null) return 'proposedEdits';
  if (from === 'draft' && to === 'review') return 'submittedEdits';
  if (from === 'review' && to === 'draft') return byOwner ? 'canceledEdits' : 'editChangesRequested';
  if (to === 'canceled') return 'canceledDraftEdits';
  if (to === 'approved') return 'editsApproved';
  return 'stateToState';
}

/** The History label of a transition of a proposed edit. */
export function goalEditTransitionLabel(
  from: GoalEditState | null,
  to: GoalEditState,
  byOwner: boolean,
  say: SayLabel = sayInEnglish,
): string {
  return say(goalEditTransitionKey(from, to, byOwner), { from: String(from), to });
}

/** A History entry as the API keeps it: `actionType` 0 an owner's change, 1 a parent's, null a change of state. */
export type HistoryEntry = {
  actionType: number | null;
  transitionableType: string;
  fromState: string | null;
  toState: string | null;
};

/** Whether the entry is a change of state (not of the owner or the parent goal). */
export const isStateChange = (entry: Pick<HistoryEntry, 'actionType'>) => entry.actionType !== 0 && entry.actionType !== 1;

/**
 * The History label of any entry, for the API's `Label` (in English) and the screens (in the language shown): an owner's
 * or parent's change by its kind, a deletion, else the transition of the goal or of its proposed edit.
 */
export function historyLabel(entry: HistoryEntry, byOwner: boolean, say: SayLabel = sayInEnglish): string {
  const values = { from: String(entry.fromState), to: String(entry.toState) };
  if (entry.actionType === 0) return say('ownerChanged', values);
  if (entry.actionType === 1) return say('parentChanged', values);
  if (entry.toState === 'deleted') return say('deleted', values);
  return entry.transitionableType === 'GoalEdit'
    ? goalEditTransitionLabel(entry.fromState as GoalEditState | null, entry.toState as GoalEditState, byOwner, say)
    : goalTransitionLabel(entry.fromState as GoalState | null, entry.toState as GoalState, byOwner, say);
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
