/**
 * Every notification query lives under ['notifications']: the live channel's NotificationUpdate and a
 * mark-read refresh them all (the bell's count, the drawer, the page).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Page 1: the bell's unread count and the drawer's list. */
  latest: () => [...notificationKeys.all, 'latest'] as const,
  /** The notifications page, one entry per page loaded with Load More. */
  pages: () => [...notificationKeys.all, 'pages'] as const,
};
