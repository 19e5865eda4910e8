import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Compliance, CompliancePeople } from '../../../../contract/dashboard';
import type { ComplianceMode, ComplianceScope } from '../../../../domain/dashboard/compliance';
import { apiRequest } from '../../../app/api-client';
import { dashboardKeys } from './dashboard-keys';

export const COMPLIANCE_PAGE_SIZE = 20;

// GET /api/dashboard/complience/{scope}
export const getCompliance = (scope: ComplianceScope, signal?: AbortSignal) =>
  apiRequest<Compliance>(`/dashboard/complience/${scope}`, { signal });
export const complianceQueryOptions = (scope: ComplianceScope) =>
  queryOptions({
    queryKey: dashboardKeys.compliance(scope),
    queryFn: ({ signal }) => getCompliance(scope, signal),
  });
export const useCompliance = (scope: ComplianceScope, enabled: boolean) =>
  useQuery({ ...complianceQueryOptions(scope), enabled, placeholderData: keepPreviousData });

// GET /api/dashboard/complience/{scope}/{mode}?Page&PageSize: the people concerned, twenty at a time.
export const getCompliancePeople = (
  scope: ComplianceScope,
  mode: ComplianceMode,
  page: number,
  signal?: AbortSignal,
) =>
  apiRequest<CompliancePeople>(
    `/dashboard/complience/${scope}/${mode}?Page=${page}&PageSize=${COMPLIANCE_PAGE_SIZE}`,
    { signal },
  );
export const compliancePeopleQueryOptions = (scope: ComplianceScope, mode: ComplianceMode) =>
  infiniteQueryOptions({
    queryKey: [...dashboardKeys.compliance(scope), 'people', mode],
    queryFn: ({ pageParam, signal }) => getCompliancePeople(scope, mode, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * COMPLIANCE_PAGE_SIZE < last.count ? pages.length + 1 : undefined,
  });
export const useCompliancePeople = (scope: ComplianceScope, mode: ComplianceMode) =>
  useInfiniteQuery(compliancePeopleQueryOptions(scope, mode));
