import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Drawer } from '../../components/drawer';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { loadNotificationsDrawerBody, useLatestNotifications } from '../../features/notifications';
import { lazyNamed } from '../../shared/lazy-named';
import { numberText } from '../../shared/numbers';

// Every signed-in screen has the bell; the list loads the first time the drawer opens.
const NotificationsDrawerBody = lazyNamed(loadNotificationsDrawerBody, 'NotificationsDrawerBody');

/** The header's bell with the unread count, and the drawer of the newest notifications with View All. */
export function NotificationsBell() {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const unread = useLatestNotifications().data?.UnreadCount ?? 0;
  const close = () => setOpen(false);

  return (
    <>
      <Badge count={unread} overflowCount={99} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          shape="circle"
          aria-label={unread > 0 ? t('notifications.unread', { unread: numberText(unread) }) : t('notifications.title')}
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer
        title={t('notifications.title')}
        open={open}
        onClose={close}
        size={400}
        styles={{ body: { padding: 8 } }}
        extra={
          <Link to="/v3/notifications" onClick={close}>
            {t('notifications.viewAll')}
          </Link>
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <NotificationsDrawerBody onOpen={close} />
        </Suspense>
      </Drawer>
    </>
  );
}
