import type { Notification, NotificationList } from '../../../contract/notifications';

// The contract's NOTIFICATION_PAGE_SIZE, kept equal by a test: a value import from the contract would
// bring zod into every signed-in screen for one number.
export const NOTIFICATION_PAGE_SIZE = 20;

/** Load More shows while the last page came back full: exactly 20 means there may be more. */
export const hasMorePages = (lastPageLength: number) => lastPageLength === NOTIFICATION_PAGE_SIZE;

/** The page after `pages` pages, or none when the last one was short. */
export const nextPageOf = (pages: readonly { length: number }[]): number | undefined => {
  const last = pages.at(-1);
  return last && hasMorePages(last.length) ? pages.length + 1 : undefined;
};

/** Where opening a notification goes: the domain's rule, shared with the mailed links. */
export { notificationPath } from '../../../domain/notifications/links';

/** The list with one notification read and the unread count the server gave (or one less). */
export function withRead(list: NotificationList, id: number, unreadCount?: number): NotificationList {
  const target = list.Notifications.find((n) => n.Id === id);
  const fallback = target && !target.IsRead ? list.UnreadCount - 1 : list.UnreadCount;
  return {
    Notifications: list.Notifications.map((n) => (n.Id === id ? { ...n, IsRead: true } : n)),
    UnreadCount: Math.max(0, unreadCount ?? fallback),
  };
}

/** The newest page with a notification that just arrived on the live channel at its top. */
export function withArrival(list: NotificationList, notification: Notification, unreadCount: number): NotificationList {
  const others = list.Notifications.filter((n) => n.Id !== notification.Id);
  return { Notifications: [notification, ...others].slice(0, NOTIFICATION_PAGE_SIZE), UnreadCount: unreadCount };
}
