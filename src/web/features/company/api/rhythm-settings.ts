import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RhythmSettings, RhythmSettingsRequest } from '../../../../contract/rhythm';
import { rhythmRoutes as e } from '../../../../contract/routes/rhythm';
import { call } from '../../../shared/api-client';
import { tenantKeys } from '../../../shared/get-tenant-logo';

const rhythmKey = () => [...tenantKeys.all, 'rhythm'] as const;

export const getRhythmSettings = (signal?: AbortSignal) => call(e.settings, { signal });

export const rhythmSettingsQueryOptions = () => queryOptions({ queryKey: rhythmKey(), queryFn: ({ signal }) => getRhythmSettings(signal) });

export const useRhythmSettings = () => useQuery(rhythmSettingsQueryOptions());

/** Saves the weekly follow-up; the answer is the settings as stored. */
export function useSaveRhythm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RhythmSettingsRequest) => call(e.save, { body }),
    onSuccess: (settings: RhythmSettings) => queryClient.setQueryData(rhythmKey(), settings),
  });
}
