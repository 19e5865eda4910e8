import { queryOptions, useQuery } from '@tanstack/react-query';
import { ssoRoutes as e } from '../../../../contract/routes/sso';
import { call } from '../../../shared/api-client';
import { currentSubdomain } from '../../../shared/host';

/** What the company's sign-in screen offers besides passwords: its identity provider, if it has one. */
export const ssoProviderQueryOptions = (subdomain = currentSubdomain()) =>
  queryOptions({
    queryKey: ['sso-provider', subdomain ?? null],
    queryFn: ({ signal }) => call(e.provider, { query: subdomain ? { domain: subdomain } : {}, signal, public: true }),
    staleTime: Infinity,
    retry: false,
  });

export const useSsoProvider = () => useQuery(ssoProviderQueryOptions());
