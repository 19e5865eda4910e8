import { LoadMoreFooter } from '../../../components/load-more-footer';
import { Alert, Card, Empty, Skeleton, Tag } from 'antd';
import { Suspense, useState, type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyNamed } from '../../../shared/lazy-named';
import { loadGoalFormDrawer } from '../../goals';
import { dashboardKeys } from '../api/dashboard-keys';
import { useReminders } from '../api/get-reminders';
import { ReminderItem } from './reminder-item';
import { FIRST_REMINDERS, hasMoreReminders, nextTake, reminderAction, type ReminderAction } from './reminder-rules';

// The dialogs and the goal form load when a reminder's button is first used.
const ReminderDialog = lazyNamed(() => import('./reminder-dialogs'), 'ReminderDialog');
const GoalFormDrawer = lazyNamed(loadGoalFormDrawer, 'GoalFormDrawer');

/** What the signed-in user has to do now: fifty reminders first, ten more per Load More. */
export function RemindersBlock({ listStyle }: { listStyle?: CSSProperties }) {
  const { t } = useTranslation('dashboard');
  const [take, setTake] = useState(FIRST_REMINDERS);
  const reminders = useReminders(take, true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [action, setAction] = useState<ReminderAction | null>(null);

  const act = (next: ReminderAction) => (next.kind === 'open' ? navigate(next.link) : setAction(next));
  // Whatever the dialog did, the reminders and the compliance figures may have changed. A request once shown
  // is dropped rather than refreshed: answered, it is gone (404); a reminder opened again loads it anew.
  const close = () => {
    setAction(null);
    queryClient.removeQueries({ queryKey: dashboardKeys.reviews() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.reminders() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.compliances() });
  };

  const total = reminders.data?.Total ?? 0;
  const items = reminders.data?.Reminders ?? [];

  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <h2 style={{ fontSize: 16, margin: 0 }}>{t('reminders.title')}</h2>
          {total > 0 && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {total}
            </Tag>
          )}
        </span>
      }
      style={{ height: '100%' }}
    >
      {reminders.isPending ? (
        <Skeleton active />
      ) : reminders.isError ? (
        <Alert type="error" showIcon title={reminders.error.message} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reminders.empty')} style={{ marginBlock: 16 }} />
      ) : (
        <section aria-label={t('reminders.title')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, ...listStyle }}>
            {items.map((r) => (
              <li key={r.Key}>
                <ReminderItem reminder={r} onAct={() => act(reminderAction(r))} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            shown={items.length}
            total={total}
            noun={[t('reminders.noun'), t('reminders.nounPlural')]}
            hasMore={hasMoreReminders(items.length, total)}
            loading={reminders.isPlaceholderData}
            onMore={() => setTake(nextTake(take))}
          />
        </section>
      )}
      <Suspense>
        {action && action.kind !== 'open' && action.kind !== 'addGoal' && <ReminderDialog action={action} onClose={close} />}
        {action?.kind === 'addGoal' && <GoalFormDrawer open periodId={action.periodId} onClose={close} />}
      </Suspense>
    </Card>
  );
}
