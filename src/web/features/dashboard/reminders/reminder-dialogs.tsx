import { Alert, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { isApiError } from '../../../shared/api-client';
import { FinalizeDialog, ResultsReviewDialog, ReviewDialog, useGoalInfo, WeeklyUpdateDialog } from '../../goals';
import { useLatestNotifications, useMarkRead } from '../../notifications';
import { useReviewData } from '../api/get-reminders';
import { unreadNoticesOfGoal, type ReminderAction } from './reminder-rules';

type GoalDialogAction = Extract<ReminderAction, { kind: 'weekly' | 'finalize' | 'reviewResults' | 'review' }>;
type ReminderDialogProps = { action: GoalDialogAction; onClose: () => void };

/** The goal dialog a reminder opens, once the goal (or the request under review) has loaded. */
export function ReminderDialog({ action, onClose }: ReminderDialogProps) {
  return action.kind === 'review' ? (
    <ReviewFromReminder source={action.source} id={action.id} onClose={onClose} />
  ) : (
    <GoalDialogFromReminder kind={action.kind} goalId={action.goalId} onClose={onClose} />
  );
}

function ReviewFromReminder({ source, id, onClose }: { source: 'goal' | 'edit'; id: number; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const data = useReviewData(source, id);
  const notices = useLatestNotifications();
  const markRead = useMarkRead();
  // The request is answered: the notice that asked for it has done its work.
  const answered = (goalId: number) => {
    for (const noticeId of unreadNoticesOfGoal(notices.data?.Notifications ?? [], goalId)) markRead.mutate(noticeId);
  };
  if (data.data) {
    const { Kind, Info } = data.data;
    return <ReviewDialog kind={Kind} info={Info} request={data.data} onClose={onClose} onAnswered={() => answered(Info.Goal.Id)} />;
  }
  const title = t('reminderDialog.title.review');
  if (data.isPending) return <Loading title={title} onClose={onClose} />;
  const gone = isApiError(data.error, 404);
  return (
    <Problem title={title} onClose={onClose}>
      {gone ? t('reminderDialog.nothingToReview') : data.error?.message}
    </Problem>
  );
}

const GOAL_DIALOGS: Record<'weekly' | 'finalize' | 'reviewResults', (info: GoalInfo, onClose: () => void) => ReactNode> = {
  weekly: (info, onClose) => <WeeklyUpdateDialog info={info} onClose={onClose} />,
  finalize: (info, onClose) => <FinalizeDialog info={info} onClose={onClose} />,
  reviewResults: (info, onClose) => <ResultsReviewDialog info={info} onClose={onClose} />,
};

function GoalDialogFromReminder({ kind, goalId, onClose }: { kind: keyof typeof GOAL_DIALOGS; goalId: number; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const info = useGoalInfo(goalId);
  const title = t(`reminderDialog.title.${kind}`);
  if (info.isPending) return <Loading title={title} onClose={onClose} />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (info.data === undefined) {
    return (
      <Problem title={title} onClose={onClose}>
        {isApiError(info.error, 404) ? t('reminderDialog.goalGone') : info.error.message}
      </Problem>
    );
  }
  return GOAL_DIALOGS[kind](info.data, onClose);
}

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal open title={title} footer={null} onCancel={onClose}>
      <Skeleton active aria-busy />
    </Modal>
  );
}

function Problem({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText={t('reminderDialog.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="info" showIcon title={children} />
    </Modal>
  );
}
