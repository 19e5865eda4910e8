import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { useLatestNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';

/** The drawer's list: the newest notifications (the bell's own query), or why they are missing. */
export function NotificationsDrawerBody({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  if (latest.isPending) return <PageSpinner />;
  if (latest.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={latest.error.message}
        action={
          <Button size="small" onClick={() => void latest.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      />
    );
  }
  return <NotificationList notifications={latest.data.Notifications} onOpen={onOpen} />;
}
