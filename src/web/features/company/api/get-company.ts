import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../contract/company';
import { apiRequest } from '../../../app/api-client';
import { tenantKeys } from '../../../app/layout/get-tenant-logo';

// GET /api/tenant/company
export const getCompany = (signal?: AbortSignal) => apiRequest<Company>('/tenant/company', { signal });

export const companyQueryOptions = () =>
  queryOptions({ queryKey: tenantKeys.company(), queryFn: ({ signal }) => getCompany(signal) });

export const useCompany = (enabled = true) => useQuery({ ...companyQueryOptions(), enabled });
