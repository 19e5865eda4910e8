import type { GoalInfo } from '../../../../contract/goals';
import { ApprovalDialog } from './approval-dialog';
import { ChangeOwnerDialog } from './change-owner-dialog';
import { DeleteDialog } from './delete-dialog';
import { FinalizeDialog } from './finalize-dialog';
import type { OpenDialog } from './dialog-for';
import type { OpenEdit } from './menu-entries';
import { ParentGoalDialog } from './parent-goal-dialog';
import { ResultsReviewDialog } from './results-review-dialog';
import { ReviewDialog } from './review-dialog';
import { WeeklyUpdateDialog } from './weekly-update-dialog';

type GoalActionDialogsProps = {
  open: OpenDialog | null;
  info: GoalInfo;
  openEdit: OpenEdit;
  onClose: () => void;
  onDeleted: () => void;
};

export function GoalActionDialogs({ open, info, openEdit, onClose, onDeleted }: GoalActionDialogsProps) {
  if (!open) return null;
  const props = { info, onClose };
  switch (open.kind) {
    case 'approval':
      return <ApprovalDialog {...props} action={open.action} openEdit={openEdit} />;
    case 'review':
      return <ReviewDialog {...props} kind={open.review} />;
    case 'weekly':
      return <WeeklyUpdateDialog {...props} />;
    case 'finalize':
      return <FinalizeDialog {...props} />;
    case 'reviewResults':
      return <ResultsReviewDialog {...props} />;
    case 'changeOwner':
      return <ChangeOwnerDialog {...props} />;
    case 'changeParent':
      return <ParentGoalDialog {...props} />;
    case 'delete':
      return <DeleteDialog {...props} onDeleted={onDeleted} />;
  }
}
