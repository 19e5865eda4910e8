import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardRoutes as e } from '../../../../contract/routes/dashboard';
import { call } from '../../../shared/api-client';
import { dashboardKeys } from './dashboard-keys';

/** The first `take` reminders and how many there are. */
export const getReminders = (take: number, signal?: AbortSignal) => call(e.reminders, { query: { take }, signal });
export const remindersQueryOptions = (take: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.reminders(), take],
    queryFn: ({ signal }) => getReminders(take, signal),
  });
/** Load More asks for ten more; the list shown so far stays while they arrive. */
export const useReminders = (take: number, enabled: boolean) =>
  useQuery({ ...remindersQueryOptions(take), enabled, placeholderData: keepPreviousData });

/** The review dialog of a goal's request ('goal': the goal id) or of a proposed edit ('edit': the GoalEdit id). */
export const getReviewData = (kind: 'goal' | 'edit', id: number, signal?: AbortSignal) =>
  kind === 'goal' ? call(e.reviewData, { params: { id }, signal }) : call(e.editReviewData, { params: { id }, signal });
export const reviewDataQueryOptions = (kind: 'goal' | 'edit', id: number) =>
  queryOptions({
    queryKey: dashboardKeys.reviewData(kind, id),
    queryFn: ({ signal }) => getReviewData(kind, id, signal),
    // Loaded once: the dialog answers the request, after which asking again would only find it gone (404),
    // whatever refreshes the dashboard meanwhile (the live channel, the reminders after the dialog closes).
    enabled: (query) => query.state.data === undefined,
  });
export const useReviewData = (kind: 'goal' | 'edit', id: number) => useQuery(reviewDataQueryOptions(kind, id));
