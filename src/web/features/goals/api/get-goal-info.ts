import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildGoals, Comment, GoalInfo } from '../../../../contract/goals';
import { apiRequest } from '../../../app/api-client';
import { goalKeys } from './goal-keys';

// GET /api/Goal/{id}
export const getGoalInfo = (id: number, signal?: AbortSignal) => apiRequest<GoalInfo>(`/Goal/${id}`, { signal });
export const goalInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: goalKeys.info(id), queryFn: ({ signal }) => getGoalInfo(id, signal) });
export const useGoalInfo = (id: number | null) => useQuery({ ...goalInfoQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

// GET /api/Goal/child_goals/{id}
export const getChildGoals = (id: number, signal?: AbortSignal) => apiRequest<ChildGoals>(`/Goal/child_goals/${id}`, { signal });
export const childGoalsQueryOptions = (id: number) =>
  queryOptions({ queryKey: goalKeys.children(id), queryFn: ({ signal }) => getChildGoals(id, signal) });
export const useChildGoals = (id: number, enabled = true) => useQuery({ ...childGoalsQueryOptions(id), enabled });

// GET /api/Goal/goalstatus/comments/{statusId}
export const getStatusComments = (statusId: number, signal?: AbortSignal) =>
  apiRequest<Comment[]>(`/Goal/goalstatus/comments/${statusId}`, { signal });
export const statusCommentsQueryOptions = (statusId: number) =>
  queryOptions({ queryKey: goalKeys.statusComments(statusId), queryFn: ({ signal }) => getStatusComments(statusId, signal) });
export const useStatusComments = (statusId: number | null) =>
  useQuery({ ...statusCommentsQueryOptions(statusId ?? 0), enabled: statusId !== null });
