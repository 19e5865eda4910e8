import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalRoutes } from '../../../../contract/routes/goals';
import { periodRoutes } from '../../../../contract/routes/periods';
import { call } from '../../../shared/api-client';
import { goalKeys } from './goal-keys';

export const getPeriods = (signal?: AbortSignal) => call(periodRoutes.periods, { signal });
export const periodsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.periods(), queryFn: ({ signal }) => getPeriods(signal), staleTime: 5 * 60_000 });
export const usePeriods = () => useQuery(periodsQueryOptions());

export const getGoalOwners = (search: string, signal?: AbortSignal) =>
  call(goalRoutes.goalOwners, { query: { limit: 100, search }, signal });
export const goalOwnersQueryOptions = (search = '') =>
  queryOptions({ queryKey: goalKeys.owners(search), queryFn: ({ signal }) => getGoalOwners(search, signal), staleTime: 60_000 });
export const useGoalOwners = (search = '') => useQuery(goalOwnersQueryOptions(search));

export const getCompanyGoals = (signal?: AbortSignal) => call(goalRoutes.companyGoals, { signal });
export const companyGoalsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.company(), queryFn: ({ signal }) => getCompanyGoals(signal) });
export const useCompanyGoals = () => useQuery(companyGoalsQueryOptions());
