import { Alert, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
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
  if (data.isPending) return <Loading title="Review request" onClose={onClose} />;
  const gone = isApiError(data.error, 404);
  return (
    <Problem title="Review request" onClose={onClose}>
      {gone ? 'Nothing of this goal waits for your review any more.' : data.error?.message}
    </Problem>
  );
}

const GOAL_DIALOGS: Record<
  'weekly' | 'finalize' | 'reviewResults',
  { title: string; render: (info: GoalInfo, onClose: () => void) => ReactNode }
> = {
  weekly: {
    title: 'Weekly update',
    render: (info, onClose) => <WeeklyUpdateDialog info={info} onClose={onClose} />,
  },
  finalize: {
    title: 'Finalize',
    render: (info, onClose) => <FinalizeDialog info={info} onClose={onClose} />,
  },
  reviewResults: {
    title: 'Review results',
    render: (info, onClose) => <ResultsReviewDialog info={info} onClose={onClose} />,
  },
};

function GoalDialogFromReminder({ kind, goalId, onClose }: { kind: keyof typeof GOAL_DIALOGS; goalId: number; onClose: () => void }) {
  const info = useGoalInfo(goalId);
  const dialog = GOAL_DIALOGS[kind];
  if (info.isPending) return <Loading title={dialog.title} onClose={onClose} />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (info.data === undefined) {
    return (
      <Problem title={dialog.title} onClose={onClose}>
        {isApiError(info.error, 404) ? 'This goal is no longer there.' : info.error.message}
      </Problem>
    );
  }
  return dialog.render(info.data, onClose);
}

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal open title={title} footer={null} onCancel={onClose}>
      <Skeleton active aria-busy />
    </Modal>
  );
}

function Problem({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open title={title} onCancel={onClose} onOk={onClose} okText="Close" cancelButtonProps={{ style: { display: 'none' } }}>
      <Alert type="info" showIcon title={children} />
    </Modal>
  );
}
