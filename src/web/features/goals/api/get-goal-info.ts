import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalRoutes as e } from '../../../../contract/routes/goals';
import { call } from '../../../shared/api-client';
import { goalKeys } from './goal-keys';

export const getGoalInfo = (id: number, signal?: AbortSignal) => call(e.getGoalInfo, { params: { id }, signal });
export const goalInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: goalKeys.info(id), queryFn: ({ signal }) => getGoalInfo(id, signal) });
export const useGoalInfo = (id: number | null) => useQuery({ ...goalInfoQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

export const getChildGoals = (id: number, signal?: AbortSignal) => call(e.childGoals, { params: { id }, signal });
export const childGoalsQueryOptions = (id: number) =>
  queryOptions({ queryKey: goalKeys.children(id), queryFn: ({ signal }) => getChildGoals(id, signal) });
export const useChildGoals = (id: number, enabled = true) => useQuery({ ...childGoalsQueryOptions(id), enabled });

export const getStatusComments = (statusId: number, signal?: AbortSignal) => call(e.statusComments, { params: { id: statusId }, signal });
export const statusCommentsQueryOptions = (statusId: number) =>
  queryOptions({ queryKey: goalKeys.statusComments(statusId), queryFn: ({ signal }) => getStatusComments(statusId, signal) });
export const useStatusComments = (statusId: number | null) =>
  useQuery({ ...statusCommentsQueryOptions(statusId ?? 0), enabled: statusId !== null });
