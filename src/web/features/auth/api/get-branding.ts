import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantRoutes as e } from '../../../../contract/routes/tenants';
import { call } from '../../../shared/api-client';
import { currentSubdomain } from '../../../shared/host';

/** The company of a subdomain, or of the plain host (the default company). */
export const getBranding = (subdomain: string | undefined, signal?: AbortSignal) =>
  subdomain ? call(e.brandingOf, { params: { subdomain }, signal, public: true }) : call(e.brandingOfHost, { signal, public: true });

export const brandingQueryOptions = (subdomain = currentSubdomain()) =>
  queryOptions({
    queryKey: ['branding', subdomain ?? null],
    queryFn: ({ signal }) => getBranding(subdomain, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useBranding = () => useQuery(brandingQueryOptions());
