import { routes } from '../endpoint';
import type { notificationEndpoints } from '../endpoints/notifications';

// The addresses of endpoints/notifications.ts, for the web.
export const notificationRoutes = routes<typeof notificationEndpoints>({
  markRead: 'GET /notification/MarkRead/:id',
  notifications: 'GET /notification/:page',
});
