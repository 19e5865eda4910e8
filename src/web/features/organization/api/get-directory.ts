import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Departments, DirectoryPage, DirectoryRequest } from '../../../../contract/organization';
import { apiRequest } from '../../../app/api-client';
import { orgKeys } from './org-keys';

// POST /api/profile/directory: one page of the employee directory, filtered and sorted on the server.
export const getDirectory = (body: DirectoryRequest, signal?: AbortSignal) =>
  apiRequest<DirectoryPage>('/profile/directory', { method: 'POST', body, signal });

export const directoryQueryOptions = (request: DirectoryRequest) =>
  queryOptions({
    queryKey: orgKeys.directory(request),
    queryFn: ({ signal }) => getDirectory(request, signal),
    // The page on screen stays while the next one loads, so paging and typing do not flash.
    placeholderData: keepPreviousData,
  });

export const useDirectory = (request: DirectoryRequest, enabled = true) => useQuery({ ...directoryQueryOptions(request), enabled });

// GET /api/profile/departments: the departments in use, for the filter.
export const getDepartments = (signal?: AbortSignal) => apiRequest<Departments>('/profile/departments', { signal });

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: orgKeys.departments(), queryFn: ({ signal }) => getDepartments(signal), staleTime: 60_000 });

export const useDepartments = () => useQuery(departmentsQueryOptions());
