import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalRoutes } from '../../../../contract/routes/goals';
import { peopleRoutes as e } from '../../../../contract/routes/people';
import { call } from '../../../shared/api-client';
import { peopleKeys } from './people-keys';

/** The profile with what the page needs (manager, reports, permissions, tabs). */
export const getProfile = (id: number, signal?: AbortSignal) => call(e.getProfile, { params: { id }, signal });
export const profileQueryOptions = (id: number) =>
  queryOptions({ queryKey: peopleKeys.profile(id), queryFn: ({ signal }) => getProfile(id, signal) });
export const useProfile = (id: number) => useQuery(profileQueryOptions(id));

export const PROFILE_GOALS_PAGE = 10;

/** The person's goals of a quarter that the viewer may see, a page at a time. */
export const getUserGoals = (userId: number, periodId: number, page: number, signal?: AbortSignal) =>
  call(goalRoutes.userGoals, { params: { a: userId, b: periodId, c: page, d: PROFILE_GOALS_PAGE }, signal });

/** What a deactivation touches. */
export const useDeactivateData = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: peopleKeys.deactivateData(id),
    queryFn: ({ signal }) => call(e.deactivateData, { params: { id }, signal }),
    enabled,
    staleTime: 0,
  });

/** Whom the person may report to. */
export const useChangeManagerList = (id: number) =>
  useQuery({ queryKey: peopleKeys.managerChoices(id), queryFn: ({ signal }) => call(e.changeManagerList, { params: { id }, signal }) });

/** Whom an employee added by the viewer may report to. */
export const useAddEmployeeManagers = () =>
  useQuery({ queryKey: peopleKeys.addEmployeeManagers(), queryFn: ({ signal }) => call(e.addEmployeeManagers, { signal }) });

/** The current CEO's name, told when someone else is about to become CEO. */
export const useCeo = (enabled: boolean) =>
  useQuery({ queryKey: peopleKeys.ceo(), queryFn: ({ signal }) => call(e.ceo, { signal }), enabled });
