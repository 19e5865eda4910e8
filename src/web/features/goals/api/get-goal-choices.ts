import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalEndpoints } from '../../../../contract/endpoints/goals';
import { periodEndpoints } from '../../../../contract/endpoints/periods';
import { call } from '../../../shared/api-client';
import { goalKeys } from './goal-keys';

export const getPeriods = (signal?: AbortSignal) => call(periodEndpoints.periods, { signal });
export const periodsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.periods(), queryFn: ({ signal }) => getPeriods(signal), staleTime: 5 * 60_000 });
export const usePeriods = () => useQuery(periodsQueryOptions());

export const getGoalOwners = (search: string, signal?: AbortSignal) =>
  call(goalEndpoints.goalOwners, { query: { limit: 100, search }, signal });
export const goalOwnersQueryOptions = (search = '') =>
  queryOptions({ queryKey: goalKeys.owners(search), queryFn: ({ signal }) => getGoalOwners(search, signal), staleTime: 60_000 });
export const useGoalOwners = (search = '') => useQuery(goalOwnersQueryOptions(search));

export const getCompanyGoals = (signal?: AbortSignal) => call(goalEndpoints.companyGoals, { signal });
export const companyGoalsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.company(), queryFn: ({ signal }) => getCompanyGoals(signal) });
export const useCompanyGoals = () => useQuery(companyGoalsQueryOptions());
