import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GoalFilter } from '../../../../contract/goals';
import { goalRoutes as e } from '../../../../contract/routes/goals';
import { call } from '../../../shared/api-client';
import { goalKeys } from './goal-keys';

export const GOAL_PAGE_SIZE = 10;
export type GoalListFilter = Omit<GoalFilter, 'Page' | 'PageSize'>;

export const getGoals = (filter: GoalFilter, signal?: AbortSignal) => call(e.listGoals, { body: filter, signal });

/** Ten goals first; Load More fetches the next ten. */
export const goalsQueryOptions = (filter: GoalListFilter) =>
  infiniteQueryOptions({
    queryKey: goalKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getGoals({ ...filter, Page: pageParam, PageSize: GOAL_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * GOAL_PAGE_SIZE < last.count ? pages.length + 1 : undefined),
  });

export const useGoals = (filter: GoalListFilter, enabled = true) => useInfiniteQuery({ ...goalsQueryOptions(filter), enabled });
