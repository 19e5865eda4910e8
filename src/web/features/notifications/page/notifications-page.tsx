import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useNotificationPages } from '../api/get-notifications';
import { NotificationList } from '../components/notification-list';

/** /v3/notifications: every notification, newest first, 20 more per Load More. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages();

  let body;
  if (pages.isPending) body = <PageSpinner />;
  else if (pages.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={pages.error.message}
        action={
          <Button size="small" onClick={() => void pages.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      />
    );
  else {
    const notifications = pages.data.pages.flatMap((p) => p.Notifications);
    const unread = pages.data.pages[0]?.UnreadCount ?? 0;
    body = (
      <>
        {notifications.length > 0 && (
          <Typography.Paragraph type="secondary" aria-live="polite">
            {unread === 0 ? t('page.allRead') : t('page.unread', { unread })}
          </Typography.Paragraph>
        )}
        <Card styles={{ body: { padding: 8 } }}>
          <NotificationList notifications={notifications} />
        </Card>
        {pages.hasNextPage && (
          <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
            <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {t('page.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <PageTitle>{t('page.title')}</PageTitle>
      {body}
    </div>
  );
}
