import type { TFunction } from 'i18next';
import type { ApprovalAction, ReviewChoice, ReviewKind } from './action-rules';
import { shownTexts } from '../../../shared/i18n';

// A short confirmation after each action that changes where a goal stands, so nobody wonders whether it went through.

type T = TFunction<'goalDetail'>;

export const approvalDone = (action: ApprovalAction, t: T = shownTexts('goalDetail')) => t(`done.${action}`);

/** After a reviewer's Yes or No, in the words of what it did. */
export function reviewDone(
  kind: ReviewKind,
  choice: Exclude<ReviewChoice, null>,
  isEdit: boolean,
  t: T = shownTexts('goalDetail'),
): string {
  if (kind === 'shelve') return t(choice === 'yes' ? 'done.shelve' : 'done.shelvingDenied');
  if (choice === 'no') return t('done.changesRequested');
  return t(isEdit ? 'done.editsAccepted' : 'done.approved');
}

/** After the goal form, by the button pressed (its English text): 'Save as draft', 'Save', 'Submit' or 'Publish'. */
export function goalSavedDone(button: string, isDraft: boolean, t: T = shownTexts('goalDetail')): string {
  if (isDraft) return t(button === 'Save' ? 'done.goalSaved' : 'done.draftSaved');
  return t(button === 'Publish' ? 'done.publish' : 'done.submit');
}

export const weeklyUpdateDone = (t: T = shownTexts('goalDetail')) => t('done.weeklyUpdate');
export const finalizeDone = (t: T = shownTexts('goalDetail')) => t('done.results');
export const resultsReviewDone = (t: T = shownTexts('goalDetail')) => t('done.review');
