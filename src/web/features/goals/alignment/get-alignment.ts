import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { goalRoutes } from '../../../../contract/routes/goals';
import type { AlignmentLevel } from '../../../../contract/goals';
import { call } from '../../../shared/api-client';
import { goalKeys } from '../api/goal-keys';

export const ALIGNMENT_PAGE_SIZE = 100;

/** Which level of the tree: the company goals of a quarter (parentId null) or one goal's children. */
export type AlignmentBranch = { periodId: number; parentId: number | null; dept: string | null };

export const getAlignmentLevel = (b: AlignmentBranch, page: number, signal?: AbortSignal): Promise<AlignmentLevel> => {
  const query = { Page: page, PageSize: ALIGNMENT_PAGE_SIZE, ...(b.dept ? { dept: b.dept } : {}) };
  return b.parentId === null
    ? call(goalRoutes.alignment, { params: { periodId: b.periodId }, query, signal })
    : call(goalRoutes.alignmentChildren, { params: { periodId: b.periodId, goalId: b.parentId }, query, signal });
};

// Under ['goals'], so a goal change that refreshes the lists refreshes the open branches too.
export const alignmentKey = (b: AlignmentBranch) => [...goalKeys.all, 'alignment', b.periodId, b.dept, b.parentId] as const;

/** One branch, a page at a time (a level of thousands is not loaded at once). */
export const alignmentQueryOptions = (b: AlignmentBranch) =>
  infiniteQueryOptions({
    queryKey: alignmentKey(b),
    queryFn: ({ pageParam, signal }) => getAlignmentLevel(b, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * ALIGNMENT_PAGE_SIZE < last.count ? pages.length + 1 : undefined),
    staleTime: 30_000,
  });

export const useAlignmentLevel = (b: AlignmentBranch) => useInfiniteQuery(alignmentQueryOptions(b));
