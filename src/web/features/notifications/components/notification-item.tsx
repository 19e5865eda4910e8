import { theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../../../../contract/notifications';
import { momentText } from '../../../shared/dates';
import { useMarkRead } from '../api/mark-read';
import { notificationPath } from '../notification-rules';
import { timeAgo } from './time-ago';

type NotificationItemProps = { notification: Notification; onOpen?: () => void; now?: Date };

const twoLines: CSSProperties = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' };

/** One notification: unread ones stand out; opening it marks it read and goes to what it is about. */
export function NotificationItem({ notification: n, onOpen, now }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const markRead = useMarkRead();
  const open = () => {
    if (!n.IsRead) markRead.mutate(n.Id);
    onOpen?.();
  };
  const style: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: '10px minmax(0, 1fr)',
    gap: 10,
    boxSizing: 'border-box',
    width: '100%',
    padding: '12px 14px',
    textAlign: 'start',
    color: 'inherit',
    background: n.IsRead ? 'transparent' : token.colorPrimaryBg,
    border: 0,
    borderRadius: token.borderRadius,
    cursor: 'pointer',
    font: 'inherit',
  };
  const content = (
    <>
      <span
        aria-hidden
        style={{ width: 8, height: 8, marginTop: 7, borderRadius: '50%', background: n.IsRead ? 'transparent' : token.colorPrimary }}
      />
      <span style={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography.Text strong={!n.IsRead} style={{ overflowWrap: 'anywhere' }}>
          {n.Subject}
          {!n.IsRead && <span style={visuallyHidden}> {t('list.unread')}</span>}
        </Typography.Text>
        {n.Body && (
          <Typography.Text type="secondary" style={{ ...twoLines, fontSize: 13, overflowWrap: 'anywhere' }}>
            {n.Body}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={n.CreatedAt} title={momentText(n.CreatedAt)}>
            {timeAgo(n.CreatedAt, t, now)}
          </time>
        </Typography.Text>
      </span>
    </>
  );

  return (
    <Link to={notificationPath(n)} onClick={open} style={style}>
      {content}
    </Link>
  );
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
