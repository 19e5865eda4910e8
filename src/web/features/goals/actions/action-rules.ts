import type { GoalState } from '../../../../domain/goals/states';
import type { OpenEdit } from './menu-entries';

/** The owner's actions that go through the one approval-comment dialog. */
export type ApprovalAction =
  | 'publish'
  | 'submit'
  | 'submitEdits'
  | 'retract'
  | 'discardEdits'
  | 'retractResults'
  | 'requestShelve'
  | 'shelve'
  | 'reactivate';

export const PLEASE_ENTER_COMMENT = 'Please enter comment';
export const COMMENT_IS_REQUIRED = 'Comment Is Required';

// Spec 000 §5: the comment is optional for submit, publish and retracting results, and a shelve comment
// is optional; every other approval action needs one.
const OPTIONAL: readonly ApprovalAction[] = [
  'publish',
  'submit',
  'submitEdits',
  'retractResults',
  'requestShelve',
  'shelve',
  'reactivate',
];

/** The message a missing comment gets, or null when the comment is optional. */
export const commentRequired = (action: ApprovalAction): string | null =>
  OPTIONAL.includes(action) ? null : PLEASE_ENTER_COMMENT;

export type GoalCallName = 'approve' | 'retract' | 'retractEdits' | 'shelve' | 'retractResults';
export type ApprovalRequest =
  | { call: 'approve'; body: { Id: number; Status: 'review' | 'approved'; Comment?: string } }
  | { call: 'retract'; body: { Id: number; Status: 'draft'; Comment?: string } }
  | { call: 'retractEdits'; body: { Id: number; Status: 'draft' | 'canceled'; Comment?: string } }
  | {
      call: 'shelve';
      body: { Id: number; Status: 'shelved' | 'shelving_in_review' | 'reactivated'; Comment?: string };
    }
  | { call: 'retractResults'; body: { GoalId: number; Comment?: string } };

/** The call and body for an approval action, as src/server/goals/action-decision.ts reads them. */
export function approvalRequest(
  action: ApprovalAction,
  goal: { Id: number; State: GoalState },
  openEdit: OpenEdit,
  comment: string,
): ApprovalRequest {
  const Id = goal.Id;
  const Comment = comment.trim() || undefined;
  switch (action) {
    case 'publish':
      return { call: 'approve', body: { Id, Status: 'approved', Comment } };
    case 'submit':
    case 'submitEdits':
      return { call: 'approve', body: { Id, Status: 'review', Comment } };
    case 'retract':
      // A request for the goal itself, or for its proposed edit.
      return goal.State === 'approved' && openEdit === 'review'
        ? { call: 'retractEdits', body: { Id, Status: 'draft', Comment } }
        : { call: 'retract', body: { Id, Status: 'draft', Comment } };
    case 'discardEdits':
      return { call: 'retractEdits', body: { Id, Status: 'canceled', Comment } };
    case 'retractResults':
      return { call: 'retractResults', body: { GoalId: Id, Comment } };
    case 'requestShelve':
      return { call: 'shelve', body: { Id, Status: 'shelving_in_review', Comment } };
    case 'shelve':
      return { call: 'shelve', body: { Id, Status: 'shelved', Comment } };
    case 'reactivate':
      return { call: 'shelve', body: { Id, Status: 'reactivated', Comment } };
  }
}

/** A reviewer's answer: to a publication (or edit) request, or to a shelving request. */
export type ReviewKind = 'request' | 'shelve';
export type ReviewChoice = 'yes' | 'no' | null;

export function reviewButtonText(kind: ReviewKind, choice: ReviewChoice): string {
  if (choice === null) return 'Select Yes or No';
  if (choice === 'yes') return 'Approve';
  return kind === 'shelve' ? 'Deny Request' : 'Request Changes';
}

/** The review dialog's comment error: a No needs a comment. */
export const reviewCommentError = (choice: ReviewChoice, comment: string): string | null =>
  choice === 'no' && !comment.trim() ? COMMENT_IS_REQUIRED : null;

/** POST /Goal/approve: Yes approves (or shelves on request); No sends back (or keeps the goal active). */
export function reviewRequest(kind: ReviewKind, choice: 'yes' | 'no', goalId: number, comment: string) {
  const Status =
    kind === 'shelve' ? (choice === 'yes' ? 'shelved' : 'approved') : choice === 'yes' ? 'approved' : 'draft';
  return { Id: goalId, Status, Comment: comment.trim() || undefined } as const;
}
