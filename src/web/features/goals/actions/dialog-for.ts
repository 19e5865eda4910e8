import type { ApprovalAction, ReviewKind } from './action-rules';
import type { GoalActionKey } from './menu-entries';

/** The dialog open for one goal; the form drawers are opened by the bar itself. */
export type OpenDialog =
  | { kind: 'approval'; action: ApprovalAction }
  | { kind: 'review'; review: ReviewKind }
  | { kind: 'weekly' | 'finalize' | 'reviewResults' | 'changeOwner' | 'changeParent' | 'delete' };

const APPROVAL: readonly GoalActionKey[] = [
  'publish',
  'submit',
  'submitEdits',
  'retract',
  'discardEdits',
  'retractResults',
  'requestShelve',
  'shelve',
  'reactivate',
];

/** Which dialog a more-menu entry opens; null for Edit, which opens the drawer. */
export function dialogFor(key: GoalActionKey): OpenDialog | null {
  if (APPROVAL.includes(key)) return { kind: 'approval', action: key as ApprovalAction };
  switch (key) {
    case 'review':
      return { kind: 'review', review: 'request' };
    case 'approveShelve':
      return { kind: 'review', review: 'shelve' };
    case 'finalize':
    case 'editResults':
      return { kind: 'finalize' };
    case 'reviewResults':
    case 'changeOwner':
    case 'changeParent':
    case 'delete':
      return { kind: key };
    default:
      return null;
  }
}
