import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { dashboardRoutes as e } from '../../../../contract/routes/dashboard';
import type { ComplianceMode, ComplianceScope } from '../../../../domain/dashboard/compliance';
import { call } from '../../../shared/api-client';
import { dashboardKeys } from './dashboard-keys';

export const COMPLIANCE_PAGE_SIZE = 20;

export const getCompliance = (scope: ComplianceScope, signal?: AbortSignal) => call(e.compliance, { params: { scope }, signal });
export const complianceQueryOptions = (scope: ComplianceScope) =>
  queryOptions({
    queryKey: dashboardKeys.compliance(scope),
    queryFn: ({ signal }) => getCompliance(scope, signal),
  });
export const useCompliance = (scope: ComplianceScope, enabled: boolean) =>
  useQuery({ ...complianceQueryOptions(scope), enabled, placeholderData: keepPreviousData });

/** The people concerned by a compliance mode, twenty at a time. */
export const getCompliancePeople = (scope: ComplianceScope, mode: ComplianceMode, page: number, signal?: AbortSignal) =>
  call(e.compliancePeople, { params: { scope, mode }, query: { Page: page, PageSize: COMPLIANCE_PAGE_SIZE }, signal });
export const compliancePeopleQueryOptions = (scope: ComplianceScope, mode: ComplianceMode) =>
  infiniteQueryOptions({
    queryKey: [...dashboardKeys.compliance(scope), 'people', mode],
    queryFn: ({ pageParam, signal }) => getCompliancePeople(scope, mode, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * COMPLIANCE_PAGE_SIZE < last.count ? pages.length + 1 : undefined),
  });
export const useCompliancePeople = (scope: ComplianceScope, mode: ComplianceMode) =>
  useInfiniteQuery(compliancePeopleQueryOptions(scope, mode));
