import { endpoint } from '../endpoint';
import { IdParam } from '../common';
import { MarkReadResult, NotificationList, NotificationPageParam } from '../notifications';

/** The notification calls: a page of the user's notifications, and marking one read. */
export const notificationEndpoints = {
  markRead: endpoint({ method: 'GET', path: '/notification/MarkRead/:id', params: IdParam, response: MarkReadResult }),
  notifications: endpoint({ method: 'GET', path: '/notification/:page', params: NotificationPageParam, response: NotificationList }),
};
