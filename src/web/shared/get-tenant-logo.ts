import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantRoutes as e } from '../../contract/routes/tenants';
import { call } from './api-client';

/** Every company-wide query (logos, company info) lives under ['tenant'], refreshed together after a change. */
export const tenantKeys = {
  all: ['tenant'] as const,
  logo: () => ['tenant', 'logo'] as const,
  squareLogo: () => ['tenant', 'square-logo'] as const,
  company: () => ['tenant', 'company'] as const,
};

export const getTenantLogo = (signal?: AbortSignal) => call(e.logo, { signal });

export const tenantLogoQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: tenantKeys.logo(), queryFn: ({ signal }) => getTenantLogo(signal), enabled, staleTime: Infinity });

export const useTenantLogo = (enabled: boolean) => useQuery(tenantLogoQueryOptions(enabled));

/** The logo for small places (the header on a phone). */
export const getTenantSquareLogo = (signal?: AbortSignal) => call(e.squareLogo, { signal });

export const tenantSquareLogoQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: tenantKeys.squareLogo(), queryFn: ({ signal }) => getTenantSquareLogo(signal), enabled, staleTime: Infinity });

export const useTenantSquareLogo = (enabled: boolean) => useQuery(tenantSquareLogoQueryOptions(enabled));
