import { commentRequiredFor } from './comment-rules';
import type { GoalPermission } from './permissions';
import type { GoalEditState, GoalState } from './states';
import { illegalTransitionMessage, nextState, type EditAction, type GoalAction } from './transitions';

/**
 * What one goal action call turns out to be: a change of the goal's state, a change of its proposed
 * edit, or illegal from here (409). `flags` are the permissions any one of which allows it (403
 * otherwise); `commentRequired` is the 400 message when it needs a comment (comment-rules.ts).
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

const goal = (action: GoalAction, flags: readonly GoalPermission[]): ActionCase => ({
  on: 'goal',
  action,
  flags,
  commentRequired: commentRequiredFor({ on: 'goal', action }) ?? undefined,
});
const edit = (action: EditAction, flags: readonly GoalPermission[]): ActionCase => ({
  on: 'edit',
  action,
  flags,
  commentRequired: commentRequiredFor({ on: 'edit', action }) ?? undefined,
});
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
      if (f.state === 'shelving_in_review') return goal('deny_shelve', ['ApproveShelve']);
      return illegal(f.state, f.byOwner ? 'publish' : 'approve');
    case 'draft':
      if (pendingEditReview(f)) return edit('request_changes', ['ReviewPublicationRequest2']);
      if (f.state === 'review') return goal('request_changes', ['ReviewPublicationRequest']);
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
        return f.byOwner ? goal('cancel_shelve', ['Reactivate']) : goal('deny_shelve', ['ApproveShelve']);
      }
      return illegal(f.state, 'reactivate');
  }
}

/** POST /Goal/retract: the owner withdraws the request for approval. */
export const decideRetract = (f: CaseFacts): ActionCase =>
  f.state === 'review' ? goal('retract', ['RetractApprovalRequest']) : illegal(f.state, 'retract');

/**
 * POST /Goal/retractedits: withdraw an edit in review, or discard a draft edit. Status 'canceled'
 * asks to discard and 'draft' to withdraw; without either, the edit's own state decides.
 */
export function decideRetractEdits(f: CaseFacts, status: string | undefined): ActionCase {
  if (f.state !== 'approved' || !f.openEdit) return illegalEdit('This goal has no proposed edits to withdraw.');
  const wanted = status === 'canceled' ? 'discard' : status === 'draft' ? 'retract' : f.openEdit === 'draft' ? 'discard' : 'retract';
  if (wanted === 'discard') {
    return f.openEdit === 'draft'
      ? edit('discard', ['DiscardDraftChanges'])
      : illegalEdit('Edits in review cannot be discarded; withdraw them first.');
  }
  return f.openEdit === 'review' ? edit('retract', ['RetractApprovalRequest']) : illegalEdit('These edits are not in review.');
}
