import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { predictionRoutes as e } from '../../../../contract/routes/predictions';
import { call } from '../../../shared/api-client';
import { apiQuery, type PredictionView } from '../prediction-rules';
import { predictionKeys } from './prediction-keys';

/** One page of a goal's matrix in a week; the query (level, states, cell, page) is the view's, as apiQuery spells it. */
export const getPrediction = (goalId: number, view: PredictionView, page: number, signal?: AbortSignal) =>
  call(e.prediction, { params: { goalId, week: view.week }, query: apiQuery(view, page), signal });

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

/** The viewer's current goal in a quarter (0 = the current quarter). */
export const getFirstGoal = (periodId: number, signal?: AbortSignal) => call(e.firstGoal, { params: { x: periodId }, signal });
export const firstGoalQueryOptions = (periodId = 0) =>
  queryOptions({ queryKey: predictionKeys.firstGoal(periodId), queryFn: ({ signal }) => getFirstGoal(periodId, signal) });
export const useFirstGoal = (enabled: boolean) => useQuery({ ...firstGoalQueryOptions(0), enabled });

/** Visible goals whose title contains the text. */
export const searchGoals = (text: string, signal?: AbortSignal) => call(e.searchGoals, { params: { x: text }, signal });
export const useGoalSearch = (text: string) =>
  useQuery({
    queryKey: predictionKeys.search(text),
    queryFn: ({ signal }) => searchGoals(text, signal),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
