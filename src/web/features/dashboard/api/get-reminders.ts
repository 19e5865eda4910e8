import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Reminders, ReviewData } from '../../../../contract/dashboard';
import { apiRequest } from '../../../app/api-client';
import { dashboardKeys } from './dashboard-keys';

// GET /api/dashboard?take=: the first `take` reminders and how many there are.
export const getReminders = (take: number, signal?: AbortSignal) =>
  apiRequest<Reminders>(`/dashboard?take=${take}`, { signal });
export const remindersQueryOptions = (take: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.reminders(), take],
    queryFn: ({ signal }) => getReminders(take, signal),
  });
/** Load More asks for ten more; the list shown so far stays while they arrive. */
export const useReminders = (take: number, enabled: boolean) =>
  useQuery({ ...remindersQueryOptions(take), enabled, placeholderData: keepPreviousData });

// GET /api/dashboard/reviewdata/{goalId} and GET /api/dashboard/editreviewdata/{goalEditId}
export const getReviewData = (kind: 'goal' | 'edit', id: number, signal?: AbortSignal) =>
  apiRequest<ReviewData>(`/dashboard/${kind === 'goal' ? 'reviewdata' : 'editreviewdata'}/${id}`, { signal });
export const reviewDataQueryOptions = (kind: 'goal' | 'edit', id: number) =>
  queryOptions({
    queryKey: dashboardKeys.reviewData(kind, id),
    queryFn: ({ signal }) => getReviewData(kind, id, signal),
    staleTime: 0,
  });
export const useReviewData = (kind: 'goal' | 'edit', id: number) =>
  useQuery(reviewDataQueryOptions(kind, id));
