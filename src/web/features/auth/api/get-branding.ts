import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantBranding } from '../../../../contract/auth';
import { apiRequest } from '../../../app/api-client';
import { currentSubdomain } from '../../../app/host';

// GET /api/Auth/tenant/{subdomain}, or GET /api/Auth/tenant for the default tenant's plain host.
export const getBranding = (subdomain: string | undefined, signal?: AbortSignal) =>
  apiRequest<TenantBranding>(subdomain ? `/Auth/tenant/${encodeURIComponent(subdomain)}` : '/Auth/tenant', {
    signal,
    public: true,
  });

export const brandingQueryOptions = (subdomain = currentSubdomain()) =>
  queryOptions({
    queryKey: ['branding', subdomain ?? null],
    queryFn: ({ signal }) => getBranding(subdomain, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useBranding = () => useQuery(brandingQueryOptions());
