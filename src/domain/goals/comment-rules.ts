import type { EditAction, GoalAction } from './transitions';

// The review dialog's message when a "No" answer comes without a comment (spec 000 §5).
export const COMMENT_IS_REQUIRED = 'Comment Is Required';
// The approval-comment dialog's message for the owner's actions whose comment is not optional.
export const PLEASE_ENTER_COMMENT = 'Please enter comment';

// Spec 000 §5: a reviewer who says No explains why; an owner who withdraws a request or discards an edit
// says why; every other action's comment is optional.
const GOAL_COMMENT: Partial<Record<GoalAction, string>> = {
  request_changes: COMMENT_IS_REQUIRED,
  deny_shelve: COMMENT_IS_REQUIRED,
  retract: PLEASE_ENTER_COMMENT,
};
const EDIT_COMMENT: Partial<Record<EditAction, string>> = {
  request_changes: COMMENT_IS_REQUIRED,
  retract: PLEASE_ENTER_COMMENT,
  discard: PLEASE_ENTER_COMMENT,
};

export type CommentedAction = { on: 'goal'; action: GoalAction } | { on: 'edit'; action: EditAction };

/** The message a missing comment gets, or null when the action's comment is optional. */
export const commentRequiredFor = (a: CommentedAction): string | null =>
  (a.on === 'goal' ? GOAL_COMMENT[a.action] : EDIT_COMMENT[a.action]) ?? null;
