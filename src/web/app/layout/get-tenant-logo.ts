import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantLogo } from '../../../contract/auth';
import { apiRequest } from '../api-client';

// GET /api/tenant/getLogo
export const getTenantLogo = (signal?: AbortSignal) => apiRequest<TenantLogo>('/tenant/getLogo', { signal });

export const tenantLogoQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['tenant', 'logo'], queryFn: ({ signal }) => getTenantLogo(signal), enabled, staleTime: Infinity });

export const useTenantLogo = (enabled: boolean) => useQuery(tenantLogoQueryOptions(enabled));
