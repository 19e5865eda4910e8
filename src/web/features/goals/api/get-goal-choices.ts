import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyGoals, GoalOwner } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import { apiRequest } from '../../../app/api-client';
import { goalKeys } from './goal-keys';

// GET /api/Goal/periods
export const getPeriods = (signal?: AbortSignal) => apiRequest<PeriodList>('/Goal/periods', { signal });
export const periodsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.periods(), queryFn: ({ signal }) => getPeriods(signal), staleTime: 5 * 60_000 });
export const usePeriods = () => useQuery(periodsQueryOptions());

// GET /api/Goal/users?search=
export const getGoalOwners = (search: string, signal?: AbortSignal) =>
  apiRequest<GoalOwner[]>(`/Goal/users?limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`, { signal });
export const goalOwnersQueryOptions = (search = '') =>
  queryOptions({ queryKey: goalKeys.owners(search), queryFn: ({ signal }) => getGoalOwners(search, signal), staleTime: 60_000 });
export const useGoalOwners = (search = '') => useQuery(goalOwnersQueryOptions(search));

// GET /api/goal/companygoals
export const getCompanyGoals = (signal?: AbortSignal) => apiRequest<CompanyGoals>('/goal/companygoals', { signal });
export const companyGoalsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.company(), queryFn: ({ signal }) => getCompanyGoals(signal) });
export const useCompanyGoals = () => useQuery(companyGoalsQueryOptions());
