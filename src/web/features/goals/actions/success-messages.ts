import type { ApprovalAction, ReviewChoice, ReviewKind } from './action-rules';

// A short confirmation after each action that changes where a goal stands, so nobody wonders whether it went through.

const APPROVAL_DONE: Record<ApprovalAction, string> = {
  publish: 'Goal published',
  submit: 'Sent for approval',
  submitEdits: 'Edits sent for approval',
  retract: 'Request retracted',
  discardEdits: 'Draft changes discarded',
  retractResults: 'Results retracted',
  requestShelve: 'Shelving requested',
  shelve: 'Goal shelved',
  reactivate: 'Goal reactivated',
};

export const approvalDone = (action: ApprovalAction) => APPROVAL_DONE[action];

/** After a reviewer's Yes or No, in the words of what it did. */
export function reviewDone(kind: ReviewKind, choice: Exclude<ReviewChoice, null>, isEdit: boolean): string {
  if (kind === 'shelve') return choice === 'yes' ? 'Goal shelved' : 'Shelving request denied';
  if (choice === 'no') return 'Changes requested';
  return isEdit ? 'Edits accepted' : 'Goal approved';
}

/** After the goal form, by the button pressed: 'Save as draft', 'Save', 'Submit' or 'Publish'. */
export function goalSavedDone(button: string, isDraft: boolean): string {
  if (isDraft) return button === 'Save' ? 'Goal saved' : 'Draft saved';
  return button === 'Publish' ? 'Goal published' : 'Sent for approval';
}

export const WEEKLY_UPDATE_DONE = 'Weekly update saved';
export const FINALIZE_DONE = 'Results saved';
export const RESULTS_REVIEW_DONE = 'Review saved';
