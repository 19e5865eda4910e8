import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationRoutes as e } from '../../../../contract/routes/notifications';
import { call } from '../../../shared/api-client';
import { nextPageOf } from '../notification-rules';
import { notificationKeys } from './notification-keys';

/** 20 a page, newest first, with the user's unread count. */
export const getNotifications = (page: number, signal?: AbortSignal) => call(e.notifications, { params: { page }, signal });

/** The newest page: the bell's count and the drawer's list. The live channel keeps it fresh. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.latest(), queryFn: ({ signal }) => getNotifications(1, signal) });
export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());

/** The notifications page: 20 first, 20 more per Load More while a page comes back full. */
export const notificationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages.map((p) => p.Notifications)),
  });
export const useNotificationPages = () => useInfiniteQuery(notificationPagesQueryOptions());
