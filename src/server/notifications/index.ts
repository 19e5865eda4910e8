// The notifications area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { subscribeNotifications } from './subscriber';
export { startDigestJob } from './digest';
export { notificationRoutes } from './routes';
export { insertNotifications, type NewNotification } from './queries';
export { notificationRowsOf } from './create-notifications';
// The weekly follow-up (rhythm) stores its notices in each recipient's language, as the event notices are.
export { wordsIn } from './notice-words';
// …and pushes them to their recipients' open screens as the subscriber does.
export { notifiedOf } from './queries';
export type { CreatedNotification } from './create-notifications';
