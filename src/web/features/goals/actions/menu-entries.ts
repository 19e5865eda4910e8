import type { TFunction } from 'i18next';
import type { GoalEdit } from '../../../../contract/goals';
import type { GoalPermissions } from '../../../../domain/goals/permissions';
import type { GoalState } from '../../../../domain/goals/states';
import { shownTexts } from '../../../shared/i18n';

/** Every action the more-menu can hold; each opens the drawer or one dialog. */
export type GoalActionKey =
  | 'review'
  | 'approveShelve'
  | 'reviewResults'
  | 'publish'
  | 'submit'
  | 'submitEdits'
  | 'finalize'
  | 'editResults'
  | 'edit'
  | 'retract'
  | 'discardEdits'
  | 'retractResults'
  | 'requestShelve'
  | 'shelve'
  | 'reactivate'
  | 'changeOwner'
  | 'changeParent'
  | 'delete';

export type MenuEntry = { key: GoalActionKey; label: string; danger?: boolean; waiting?: boolean };
export type OpenEdit = 'draft' | 'review' | null;

/** The goal's proposed edit that is still open (a draft or in review), if any. */
export const openEditOf = (edits: readonly Pick<GoalEdit, 'State'>[]): OpenEdit =>
  (edits.find((e) => e.State === 'draft' || e.State === 'review')?.State as OpenEdit) ?? null;

/**
 * The more-menu for one goal: exactly the actions its Permissions allow, decisions waiting on the
 * viewer first, Delete last. Labels depend on the state where one flag covers two actions.
 */
export function menuEntries(
  p: GoalPermissions,
  state: GoalState,
  openEdit: OpenEdit,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    (p.ReviewPublicationRequest || p.ReviewPublicationRequest2) && {
      key: 'review',
      label: t(p.ReviewPublicationRequest2 && !p.ReviewPublicationRequest ? 'menu.reviewEdits' : 'menu.reviewRequest'),
    },
    p.ApproveShelve && { key: 'approveShelve', label: t('menu.reviewShelving') },
    // Results wait on the viewer until they have reviewed them; after that the entry changes the review.
    (p.ReviewFinalize || p.EditFinalizeResults) &&
      (p.ReviewFinalize
        ? { key: 'reviewResults', label: t('menu.reviewResults'), waiting: true }
        : { key: 'reviewResults', label: t('menu.editReview') }),
    p.Publish && { key: 'publish', label: t('menu.publish') },
    p.SubmitForApproval && { key: 'submit', label: t('menu.submit') },
    p.SubmitForApproval2 && { key: 'submitEdits', label: t('menu.submitEdits') },
    p.Finalize && { key: 'finalize', label: t('menu.finalize') },
    p.EditResults && { key: 'editResults', label: t('menu.editResults') },
    p.Edit && { key: 'edit', label: t(openEdit === 'draft' ? 'menu.editDraftChanges' : 'menu.edit') },
    p.RetractApprovalRequest && {
      key: 'retract',
      label: t(state === 'review' ? 'menu.retractRequest' : 'menu.retractEdits'),
    },
    p.DiscardDraftChanges && { key: 'discardEdits', label: t('menu.discardEdits') },
    p.RetractFinalizeResult && { key: 'retractResults', label: t('menu.retractResults') },
    p.RequestToShelve && { key: 'requestShelve', label: t('menu.requestShelve') },
    p.Shelve && { key: 'shelve', label: t('menu.shelve') },
    p.Reactivate && {
      key: 'reactivate',
      label: t(state === 'shelving_in_review' ? 'menu.cancelShelving' : 'menu.reactivate'),
    },
    p.ChangeGoalOwnership && { key: 'changeOwner', label: t('menu.changeOwner') },
    p.ChangeParentGoal && { key: 'changeParent', label: t('menu.changeParent') },
    p.Delete && { key: 'delete', label: t('menu.delete'), danger: true },
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}

// Requests waiting on this viewer's answer; the bar shows the first one as a button too.
const DECISIONS: readonly GoalActionKey[] = ['review', 'approveShelve'];

/** The request waiting on the viewer's answer, if any (results count until the viewer has reviewed them). */
export const pendingDecision = (entries: readonly MenuEntry[]): MenuEntry | undefined =>
  entries.find((e) => DECISIONS.includes(e.key) || e.waiting === true);
