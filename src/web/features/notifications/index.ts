// The notifications feature's face: what the app shell (header drawer, live channel) may use of it.
export { notificationKeys } from './api/notification-keys';
export { useLatestNotifications } from './api/get-notifications';
export { useMarkRead } from './api/mark-read';
export { withArrival } from './notification-rules';

/** The header drawer's list, loaded when the drawer first opens. */
export const loadNotificationsDrawerBody = () => import('./components/notifications-drawer-body');
