import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserGoalList } from '../../../../contract/goals';
import type {
  AddEmployeeManagers,
  CeoResult,
  ChangeManagerList,
  DeactivateData,
  ProfileDetail,
} from '../../../../contract/profile';
import type { Departments } from '../../../../contract/organization';
import { apiRequest } from '../../../app/api-client';
import { peopleKeys } from './people-keys';

// GET /api/profile/{id}: the profile with what the page needs (manager, reports, permissions, tabs).
export const getProfile = (id: number, signal?: AbortSignal) => apiRequest<ProfileDetail>(`/profile/${id}`, { signal });
export const profileQueryOptions = (id: number) =>
  queryOptions({ queryKey: peopleKeys.profile(id), queryFn: ({ signal }) => getProfile(id, signal) });
export const useProfile = (id: number) => useQuery(profileQueryOptions(id));

export const PROFILE_GOALS_PAGE = 10;

// GET /api/Goal/usergoals/{user}/{period}/{page}/{size}: the person's goals of a quarter that the viewer may see.
export const getUserGoals = (userId: number, periodId: number, page: number, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof UserGoalList>>(`/Goal/usergoals/${userId}/${periodId}/${page}/${PROFILE_GOALS_PAGE}`, { signal });

// GET /api/profile/DeactivateData/{id}: what a deactivation touches.
export const getDeactivateData = (id: number, signal?: AbortSignal) =>
  apiRequest<DeactivateData>(`/profile/DeactivateData/${id}`, { signal });
export const useDeactivateData = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: peopleKeys.deactivateData(id),
    queryFn: ({ signal }) => getDeactivateData(id, signal),
    enabled,
    staleTime: 0,
  });

// GET /api/Profile/GetChangeManagerList/{id}: whom the person may report to.
export const getChangeManagerList = (id: number, signal?: AbortSignal) =>
  apiRequest<ChangeManagerList>(`/Profile/GetChangeManagerList/${id}`, { signal });
export const useChangeManagerList = (id: number) =>
  useQuery({ queryKey: peopleKeys.managerChoices(id), queryFn: ({ signal }) => getChangeManagerList(id, signal) });

// GET /api/Profile/AddEmployeeManagers: whom an employee added by the viewer may report to.
export const getAddEmployeeManagers = (signal?: AbortSignal) =>
  apiRequest<AddEmployeeManagers>('/Profile/AddEmployeeManagers', { signal });
export const useAddEmployeeManagers = () =>
  useQuery({ queryKey: peopleKeys.addEmployeeManagers(), queryFn: ({ signal }) => getAddEmployeeManagers(signal) });

// GET /api/profile/departments: the departments in use, offered while typing one.
export const getDepartments = (signal?: AbortSignal) => apiRequest<Departments>('/profile/departments', { signal });
export const useDepartments = () =>
  useQuery({ queryKey: peopleKeys.departments(), queryFn: ({ signal }) => getDepartments(signal), staleTime: 60_000 });

// GET /api/Profile/CEO: the current CEO's name, told when someone else is about to become CEO.
export const getCeo = (signal?: AbortSignal) => apiRequest<CeoResult>('/Profile/CEO', { signal });
export const useCeo = (enabled: boolean) =>
  useQuery({ queryKey: peopleKeys.ceo(), queryFn: ({ signal }) => getCeo(signal), enabled });
