import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarRoutes as e } from '../../../../contract/routes/calendar';
import { call } from '../../../shared/api-client';

const calendarKey = ['calendar-feed'] as const;

export const getCalendarFeed = (signal?: AbortSignal) => call(e.feed, { signal });

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: calendarKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** A new address (the answer holds it, shown once; the old one stops working) and turning the feed off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: calendarKey });
  return {
    create: useMutation({ mutationFn: () => call(e.create, {}), onSettled }),
    remove: useMutation({ mutationFn: () => call(e.remove, {}), onSettled }),
  };
}
