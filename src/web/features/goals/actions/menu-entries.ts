import type { GoalEdit } from '../../../../contract/goals';
import type { GoalPermissions } from '../../../../domain/goals/permissions';
import type { GoalState } from '../../../../domain/goals/states';

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

export type MenuEntry = { key: GoalActionKey; label: string; danger?: boolean };
export type OpenEdit = 'draft' | 'review' | null;

/** The goal's proposed edit that is still open (a draft or in review), if any. */
export const openEditOf = (edits: readonly Pick<GoalEdit, 'State'>[]): OpenEdit =>
  (edits.find((e) => e.State === 'draft' || e.State === 'review')?.State as OpenEdit) ?? null;

/**
 * The more-menu for one goal: exactly the actions its Permissions allow, decisions waiting on the
 * viewer first, Delete last. Labels depend on the state where one flag covers two actions.
 */
export function menuEntries(p: GoalPermissions, state: GoalState, openEdit: OpenEdit): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    (p.ReviewPublicationRequest || p.ReviewPublicationRequest2) && {
      key: 'review',
      label: p.ReviewPublicationRequest2 && !p.ReviewPublicationRequest ? 'Review edits' : 'Review request',
    },
    p.ApproveShelve && { key: 'approveShelve', label: 'Review shelving request' },
    (p.ReviewFinalize || p.EditFinalizeResults) && {
      key: 'reviewResults',
      label: p.ReviewFinalize ? 'Review results' : 'Edit review',
    },
    p.Publish && { key: 'publish', label: 'Publish' },
    p.SubmitForApproval && { key: 'submit', label: 'Request Approval' },
    p.SubmitForApproval2 && { key: 'submitEdits', label: 'Submit edits' },
    p.Finalize && { key: 'finalize', label: 'Finalize' },
    p.EditResults && { key: 'editResults', label: 'Edit results' },
    p.Edit && { key: 'edit', label: openEdit === 'draft' ? 'Edit draft changes' : 'Edit' },
    p.RetractApprovalRequest && {
      key: 'retract',
      label: state === 'review' ? 'Retract request' : 'Retract edits',
    },
    p.DiscardDraftChanges && { key: 'discardEdits', label: 'Discard draft changes' },
    p.RetractFinalizeResult && { key: 'retractResults', label: 'Retract results' },
    p.RequestToShelve && { key: 'requestShelve', label: 'Request to shelve' },
    p.Shelve && { key: 'shelve', label: 'Shelve' },
    p.Reactivate && {
      key: 'reactivate',
      label: state === 'shelving_in_review' ? 'Cancel shelving request' : 'Reactivate',
    },
    p.ChangeGoalOwnership && { key: 'changeOwner', label: 'Change owner' },
    p.ChangeParentGoal && { key: 'changeParent', label: 'Change parent goal' },
    p.Delete && { key: 'delete', label: 'Delete', danger: true },
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}

// Requests waiting on this viewer's answer; the bar shows the first one as a button too.
const DECISIONS: readonly GoalActionKey[] = ['review', 'approveShelve'];

/** The request waiting on the viewer's answer, if any (results count until the viewer has reviewed them). */
export const pendingDecision = (entries: readonly MenuEntry[]): MenuEntry | undefined =>
  entries.find((e) => DECISIONS.includes(e.key) || (e.key === 'reviewResults' && e.label === 'Review results'));
