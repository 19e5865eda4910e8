import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../contract/notifications';
import { NotificationItem } from './notification-item';

type NotificationListProps = { notifications: readonly Notification[]; onOpen?: () => void };

/** Notifications newest first, or the spec's empty text. */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  if (notifications.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />;
  const now = new Date();
  return (
    <ul aria-label={t('list.label')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
      {notifications.map((n, i) => (
        <li key={n.Id} style={{ borderTop: i === 0 ? undefined : `1px solid ${token.colorSplit}` }}>
          <NotificationItem notification={n} onOpen={onOpen} now={now} />
        </li>
      ))}
    </ul>
  );
}
