import type { TFunction } from 'i18next';
import type { GoalState } from '../../../../domain/goals/states';
import { COMMENT_IS_REQUIRED, commentRequiredFor, type CommentedAction } from '../../../../domain/goals/comment-rules';
import type { OpenEdit } from './menu-entries';
import { shownTexts } from '../../../shared/i18n';

/** The owner's actions that go through the one approval-comment dialog. */
export type ApprovalAction =
  'publish' | 'submit' | 'submitEdits' | 'retract' | 'discardEdits' | 'retractResults' | 'requestShelve' | 'shelve' | 'reactivate';

// Each dialog action as the server decides it (domain/goals/action-decision.ts), so both ask for a comment alike.
const ACTION_OF: Record<ApprovalAction, CommentedAction> = {
  publish: { on: 'goal', action: 'publish' },
  submit: { on: 'goal', action: 'submit' },
  submitEdits: { on: 'edit', action: 'submit' },
  retract: { on: 'goal', action: 'retract' },
  discardEdits: { on: 'edit', action: 'discard' },
  retractResults: { on: 'goal', action: 'retract_results' },
  requestShelve: { on: 'goal', action: 'request_shelve' },
  shelve: { on: 'goal', action: 'shelve' },
  reactivate: { on: 'goal', action: 'reactivate' },
};

/** The domain's message for a missing comment (spec 000 §5), in the language shown. */
const commentMessage = (message: string | null, t: TFunction<'goalDetail'>): string | null =>
  message === null ? null : t(message === COMMENT_IS_REQUIRED ? 'approval.commentIsRequired' : 'approval.pleaseEnterComment');

/** The message a missing comment gets, or null when the comment is optional (spec 000 §5). */
export const commentRequired = (action: ApprovalAction, t: TFunction<'goalDetail'> = shownTexts('goalDetail')): string | null =>
  commentMessage(commentRequiredFor(ACTION_OF[action]), t);

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

export function reviewButtonText(kind: ReviewKind, choice: ReviewChoice, t: TFunction<'goalDetail'> = shownTexts('goalDetail')): string {
  if (choice === null) return t('review.selectYesOrNo');
  if (choice === 'yes') return t('review.approve');
  return t(kind === 'shelve' ? 'review.denyRequest' : 'review.requestChanges');
}

/** The review dialog's comment error: a No (request changes, deny shelving) needs a comment. */
export const reviewCommentError = (
  choice: ReviewChoice,
  comment: string,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
): string | null =>
  choice === 'no' && !comment.trim() ? commentMessage(commentRequiredFor({ on: 'goal', action: 'request_changes' }), t) : null;

/** POST /Goal/approve: Yes approves (or shelves on request); No sends back (or keeps the goal active). */
export function reviewRequest(kind: ReviewKind, choice: 'yes' | 'no', goalId: number, comment: string) {
  const Status = kind === 'shelve' ? (choice === 'yes' ? 'shelved' : 'approved') : choice === 'yes' ? 'approved' : 'draft';
  return { Id: goalId, Status, Comment: comment.trim() || undefined } as const;
}
