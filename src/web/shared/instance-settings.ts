import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstanceSettings } from '../../contract/instance';
import { instanceRoutes as e } from '../../contract/routes/instance';
import { call } from './api-client';

// One request per page load: error reporting asks before React renders, the screens later.
let pending: Promise<InstanceSettings> | null = null;

/** The instance's public settings (terms and privacy addresses, guide video, error reporting). */
export function getInstanceSettings(): Promise<InstanceSettings> {
  pending ??= call(e.settings, { public: true }).catch((error: unknown) => {
    pending = null; // asked again next time
    throw error;
  });
  return pending;
}

export const instanceSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['instance-settings'], queryFn: getInstanceSettings, staleTime: Infinity });

export const useInstanceSettings = () => useQuery(instanceSettingsQueryOptions());

// The app's own pages, while the settings load and when none is set.
export const IN_APP_TERMS = '/v3/terms';
export const IN_APP_PRIVACY = '/v3/privacy';

/** Where the terms and privacy links lead: the configured pages, else the app's own. */
export function useLegalLinks(): { terms: string; privacy: string } {
  const { data } = useInstanceSettings();
  return { terms: data?.TermsUrl ?? IN_APP_TERMS, privacy: data?.PrivacyUrl ?? IN_APP_PRIVACY };
}
