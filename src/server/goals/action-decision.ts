import type { GoalPermission } from '../../domain/goals/permissions';
import type { GoalEditState, GoalState } from '../../domain/goals/states';
import { illegalTransitionMessage, nextState, type EditAction, type GoalAction } from '../../domain/goals/transitions';
import type { GoalEventType } from '../events/bus';

// The review dialog's message when a "No" answer comes without a comment (spec 000 §5).
export const COMMENT_IS_REQUIRED = 'Comment Is Required';
// The approval-comment dialog's message for the owner's actions whose comment is not optional.
export const PLEASE_ENTER_COMMENT = 'Please enter comment';

/**
 * What one goal action call turns out to be: a change of the goal's state, a change of its proposed
 * edit, or illegal from here (409). `flags` are the permissions any one of which allows it (403
 * otherwise); `commentRequired` is the 400 message when it needs a comment.
 */
export type ActionCase =
  | { on: 'goal'; action: GoalAction; flags: readonly GoalPermission[]; commentRequired?: string }
  | { on: 'edit'; action: EditAction; flags: readonly GoalPermission[]; commentRequired?: string }
  | { on: 'illegal'; message: string };

export type CaseFacts = {
  state: GoalState;
  openEdit: Extract<GoalEditState, 'draft' | 'review'> | null;
  /** The caller owns the goal. */
  byOwner: boolean;
};

const goal = (action: GoalAction, flags: readonly GoalPermission[], commentRequired?: string): ActionCase => ({ on: 'goal', action, flags, commentRequired });
const edit = (action: EditAction, flags: readonly GoalPermission[], commentRequired?: string): ActionCase => ({ on: 'edit', action, flags, commentRequired });
const illegal = (from: GoalState, action: GoalAction): ActionCase => ({ on: 'illegal', message: illegalTransitionMessage(from, action) });
const illegalEdit = (message: string): ActionCase => ({ on: 'illegal', message });

const pendingEditReview = (f: CaseFacts) => f.state === 'approved' && f.openEdit === 'review';

/** POST /Goal/approve: the owner's submit or publish, or a reviewer's answer to a goal, edit or shelving request. */
export function decideApproval(f: CaseFacts, status: 'approved' | 'review' | 'draft' | 'shelved'): ActionCase {
  switch (status) {
    case 'review':
      if (f.state === 'approved' && f.openEdit === 'draft') return edit('submit', ['SubmitForApproval2']);
      if (f.state === 'draft' || f.state === 'review') return goal('submit', ['SubmitForApproval']);
      return illegal(f.state, 'submit');
    case 'approved':
      if (pendingEditReview(f)) return edit('approve', ['ReviewPublicationRequest2']);
      if (f.state === 'review' && !f.byOwner) return goal('approve', ['ReviewPublicationRequest', 'Publish']);
      if (f.state === 'draft' || f.state === 'review') return goal('publish', ['Publish']);
      if (f.state === 'shelving_in_review') return goal('deny_shelve', ['ApproveShelve'], COMMENT_IS_REQUIRED);
      return illegal(f.state, f.byOwner ? 'publish' : 'approve');
    case 'draft':
      if (pendingEditReview(f)) return edit('request_changes', ['ReviewPublicationRequest2'], COMMENT_IS_REQUIRED);
      if (f.state === 'review') return goal('request_changes', ['ReviewPublicationRequest'], COMMENT_IS_REQUIRED);
      return illegal(f.state, 'request_changes');
    case 'shelved':
      if (f.state === 'shelving_in_review') return goal('approve_shelve', ['ApproveShelve']);
      return illegal(f.state, 'approve_shelve');
  }
}

/** POST /Goal/shelve: shelve at once, ask to shelve, answer a shelving request, or bring a goal back. */
export function decideShelve(f: CaseFacts, status: 'shelved' | 'shelving_in_review' | 'reactivated'): ActionCase {
  switch (status) {
    case 'shelved':
      if (f.state === 'shelving_in_review') return goal('approve_shelve', ['ApproveShelve']);
      return nextState(f.state, 'shelve') ? goal('shelve', ['Shelve']) : illegal(f.state, 'shelve');
    case 'shelving_in_review':
      return nextState(f.state, 'request_shelve') ? goal('request_shelve', ['RequestToShelve']) : illegal(f.state, 'request_shelve');
    case 'reactivated':
      if (f.state === 'shelved') return goal('reactivate', ['Reactivate']);
      if (f.state === 'shelving_in_review') {
        return f.byOwner ? goal('cancel_shelve', ['Reactivate']) : goal('deny_shelve', ['ApproveShelve'], COMMENT_IS_REQUIRED);
      }
      return illegal(f.state, 'reactivate');
  }
}

/** POST /Goal/retract: the owner withdraws the request for approval. */
export const decideRetract = (f: CaseFacts): ActionCase =>
  f.state === 'review' ? goal('retract', ['RetractApprovalRequest'], PLEASE_ENTER_COMMENT) : illegal(f.state, 'retract');

/**
 * POST /Goal/retractedits: withdraw an edit in review, or discard a draft edit. Status 'canceled'
 * asks to discard and 'draft' to withdraw; without either, the edit's own state decides.
 */
export function decideRetractEdits(f: CaseFacts, status: string | undefined): ActionCase {
  if (f.state !== 'approved' || !f.openEdit) return illegalEdit('This goal has no proposed edits to withdraw.');
  const wanted = status === 'canceled' ? 'discard' : status === 'draft' ? 'retract' : f.openEdit === 'draft' ? 'discard' : 'retract';
  if (wanted === 'discard') {
    return f.openEdit === 'draft' ? edit('discard', ['DiscardDraftChanges'], PLEASE_ENTER_COMMENT) : illegalEdit('Edits in review cannot be discarded; withdraw them first.');
  }
  return f.openEdit === 'review' ? edit('retract', ['RetractApprovalRequest'], PLEASE_ENTER_COMMENT) : illegalEdit('These edits are not in review.');
}

/** The event each goal action queues. */
export const GOAL_ACTION_EVENT: Record<GoalAction, GoalEventType> = {
  submit: 'goal_submitted',
  publish: 'goal_published',
  approve: 'goal_approved',
  request_changes: 'goal_changes_requested',
  retract: 'goal_retracted',
  shelve: 'goal_shelved',
  request_shelve: 'goal_shelve_requested',
  approve_shelve: 'goal_shelved',
  deny_shelve: 'goal_reactivated',
  cancel_shelve: 'goal_reactivated',
  reactivate: 'goal_reactivated',
  finalize: 'goal_finalized',
  retract_results: 'goal_results_retracted',
  agree_results: 'goal_reviewed',
  reopen_results: 'goal_reviewed',
};

/** The event each action on a proposed edit queues. */
export const EDIT_ACTION_EVENT: Record<EditAction, GoalEventType> = {
  submit: 'goal_edit_submitted',
  approve: 'goal_edit_approved',
  request_changes: 'goal_changes_requested',
  retract: 'goal_retracted',
  discard: 'goal_retracted',
};
