import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantLogo } from '../../../contract/auth';
import { apiRequest } from '../api-client';

/** Every company-wide query (logos, company info) lives under ['tenant'], refreshed together after a change. */
export const tenantKeys = {
  all: ['tenant'] as const,
  logo: () => ['tenant', 'logo'] as const,
  squareLogo: () => ['tenant', 'square-logo'] as const,
  company: () => ['tenant', 'company'] as const,
};

// GET /api/tenant/getLogo
export const getTenantLogo = (signal?: AbortSignal) => apiRequest<TenantLogo>('/tenant/getLogo', { signal });

export const tenantLogoQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: tenantKeys.logo(), queryFn: ({ signal }) => getTenantLogo(signal), enabled, staleTime: Infinity });

export const useTenantLogo = (enabled: boolean) => useQuery(tenantLogoQueryOptions(enabled));

// GET /api/tenant/getSquareLogo: the logo for small places (the header on a phone).
export const getTenantSquareLogo = (signal?: AbortSignal) => apiRequest<TenantLogo>('/tenant/getSquareLogo', { signal });

export const tenantSquareLogoQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: tenantKeys.squareLogo(), queryFn: ({ signal }) => getTenantSquareLogo(signal), enabled, staleTime: Infinity });

export const useTenantSquareLogo = (enabled: boolean) => useQuery(tenantSquareLogoQueryOptions(enabled));
