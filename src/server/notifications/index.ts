// The notifications area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { subscribeNotifications } from './subscriber';
export { startDigestJob } from './digest';
export { notificationRoutes } from './routes';
export { insertNotifications, type NewNotification } from './queries';
export { notificationRowsOf } from './create-notifications';
