import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery } from '../../../../contract/audit';
import { auditRoutes as e } from '../../../../contract/routes/audit';
import { call } from '../../../shared/api-client';

/** One page of the audit log, newest first. */
export const getAuditLog = (query: AuditListQuery, signal?: AbortSignal) => call(e.list, { query, signal });

// Under ['people'] with the organisation's views: a change made there refreshes the log with them.
export const auditKeys = { page: (query: AuditListQuery) => ['people', 'audit', query] as const };

export const auditLogQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditListQuery) => useQuery(auditLogQueryOptions(query));
