import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { MarkReadResult, NotificationList } from '../../contract/notifications';
import { countUnread, findNotificationPage, markRead } from './queries';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** GET /notification/{page}: the signed-in user's own notifications, 20 a page, newest first, and their unread count. */
export async function listNotifications(w: Work, page: number): Promise<NotificationList> {
  const { tenantId, userId } = w.actor;
  const Notifications = await findNotificationPage(w.tx, tenantId, userId, page);
  return { Notifications, UnreadCount: await countUnread(w.tx, tenantId, userId) };
}

/** GET /notification/MarkRead/{id}: only one's own; another user's or tenant's id is 404 like a missing one. */
export async function markNotificationRead(w: Work, id: number): Promise<MarkReadResult> {
  const { tenantId, userId } = w.actor;
  const notification = await markRead(w.tx, tenantId, userId, id, w.now);
  if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
  return { Notification: notification, UnreadCount: await countUnread(w.tx, tenantId, userId) };
}
