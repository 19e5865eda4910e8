import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryRequest } from '../../../../contract/organization';
import { peopleRoutes as e } from '../../../../contract/routes/people';
import { call } from '../../../shared/api-client';
import { orgKeys } from './org-keys';

/** One page of the employee directory, filtered and sorted on the server. */
export const getDirectory = (body: DirectoryRequest, signal?: AbortSignal) => call(e.directory, { body, signal });

export const directoryQueryOptions = (request: DirectoryRequest) =>
  queryOptions({
    queryKey: orgKeys.directory(request),
    queryFn: ({ signal }) => getDirectory(request, signal),
    // The page on screen stays while the next one loads, so paging and typing do not flash.
    placeholderData: keepPreviousData,
  });

export const useDirectory = (request: DirectoryRequest, enabled = true) => useQuery({ ...directoryQueryOptions(request), enabled });

/** The departments in use: the directory's filter, and offered while typing one for a new employee. */
export const getDepartments = (signal?: AbortSignal) => call(e.departments, { signal });

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: orgKeys.departments(), queryFn: ({ signal }) => getDepartments(signal), staleTime: 60_000 });

export const useDepartments = () => useQuery(departmentsQueryOptions());
