import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../../contract/notifications';
import { notificationRoutes as e } from '../../../../contract/routes/notifications';
import { call } from '../../../shared/api-client';
import { withRead } from '../notification-rules';
import { notificationKeys } from './notification-keys';

export const markRead = (id: number) => call(e.markRead, { params: { id } });

/** Shows the notification read and the new count at once; the refetch afterwards confirms it. */
function showRead(queryClient: QueryClient, id: number, unreadCount?: number) {
  queryClient.setQueryData<NotificationList>(notificationKeys.latest(), (list) => list && withRead(list, id, unreadCount));
  queryClient.setQueryData<InfiniteData<NotificationList>>(
    notificationKeys.pages(),
    (data) => data && { ...data, pages: data.pages.map((page) => withRead(page, id, unreadCount)) },
  );
}

/** Marks a notification read; opening it does not wait for the answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id) => showRead(queryClient, id),
    onSuccess: (result, id) => showRead(queryClient, id, result.UnreadCount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
