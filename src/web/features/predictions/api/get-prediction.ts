import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FirstGoal, PredictionData, PredictionGoalRef } from '../../../../contract/predictions';
import { apiRequest } from '../../../app/api-client';
import { apiQuery, type PredictionView } from '../prediction-rules';
import { predictionKeys } from './prediction-keys';

// GET /api/predication/{goalId}/{week}?level&states&likelihood&quality&noStatus&page&pageSize
export const getPrediction = (goalId: number, view: PredictionView, page: number, signal?: AbortSignal) =>
  apiRequest<PredictionData>(`/predication/${goalId}/${view.week}?${apiQuery(view, page)}`, { signal });

/** The matrix of a goal in a week, with the 'All Goals' list 20 at a time. */
export const predictionQueryOptions = (goalId: number, view: PredictionView) =>
  infiniteQueryOptions({
    queryKey: predictionKeys.matrix(goalId, view),
    queryFn: ({ pageParam, signal }) => getPrediction(goalId, view, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.Page * last.PageSize < last.count ? last.Page + 1 : undefined),
  });
/** While another week or filter loads, the matrix of the same goal stays in view (dimmed by the screen). */
export const usePrediction = (goalId: number, view: PredictionView) =>
  useInfiniteQuery({
    ...predictionQueryOptions(goalId, view),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === goalId ? previous : undefined),
  });

// GET /api/predication/firstgoal/{x}: the viewer's current goal in quarter x (0 = the current quarter).
export const getFirstGoal = (periodId: number, signal?: AbortSignal) => apiRequest<FirstGoal>(`/predication/firstgoal/${periodId}`, { signal });
export const firstGoalQueryOptions = (periodId = 0) =>
  queryOptions({ queryKey: predictionKeys.firstGoal(periodId), queryFn: ({ signal }) => getFirstGoal(periodId, signal) });
export const useFirstGoal = (enabled: boolean) => useQuery({ ...firstGoalQueryOptions(0), enabled });

// GET /api/predication/searchgoals/{x}
export const searchGoals = (text: string, signal?: AbortSignal) =>
  apiRequest<PredictionGoalRef[]>(`/predication/searchgoals/${encodeURIComponent(text)}`, { signal });
export const useGoalSearch = (text: string) =>
  useQuery({
    queryKey: predictionKeys.search(text),
    queryFn: ({ signal }) => searchGoals(text, signal),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
