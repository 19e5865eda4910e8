import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettingsRequest } from '../../../../contract/sso';
import { ssoRoutes as e } from '../../../../contract/routes/sso';
import { call } from '../../../shared/api-client';
import { tenantKeys } from '../../../shared/get-tenant-logo';

const ssoKey = () => [...tenantKeys.all, 'sso'] as const;

export const getSsoSettings = (signal?: AbortSignal) => call(e.settings, { signal });

export const ssoSettingsQueryOptions = () => queryOptions({ queryKey: ssoKey(), queryFn: ({ signal }) => getSsoSettings(signal) });

export const useSsoSettings = () => useQuery(ssoSettingsQueryOptions());

/** Saves or removes the connection; the answer is the connection as stored, and the sign-in screen's button follows. */
export function useChangeSso() {
  const queryClient = useQueryClient();
  const onSuccess = async (settings: Awaited<ReturnType<typeof getSsoSettings>>) => {
    queryClient.setQueryData(ssoKey(), settings);
    await queryClient.invalidateQueries({ queryKey: ['sso-provider'] });
  };
  return {
    save: useMutation({ mutationFn: (body: SsoSettingsRequest) => call(e.save, { body }), onSuccess }),
    remove: useMutation({ mutationFn: () => call(e.remove, {}), onSuccess }),
  };
}
