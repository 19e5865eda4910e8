import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ssoRoutes as e } from '../../../../contract/routes/sso';
import { call, pathOf } from '../../../shared/api-client';
import { currentSubdomain } from '../../../shared/host';
import { storeSession } from '../../../shared/session';

/** The address the button opens: the server redirects the browser to the provider. */
export const ssoStartAddress = (subdomain = currentSubdomain()) => `/api${pathOf(e.start, { query: { domain: subdomain } })}`;

/** Trades the callback's one-time code for the session, kept as a password sign-in keeps it. */
export function useSsoHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Token: string) => call(e.handOver, { body: { Token }, public: true }),
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
