import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StrategySave } from '../../../../contract/strategy';
import { strategyRoutes as e } from '../../../../contract/routes/strategy';
import { call } from '../../../shared/api-client';

export const strategyKeys = {
  all: ['strategy'] as const,
  summary: () => [...strategyKeys.all, 'summary'] as const,
  document: () => [...strategyKeys.all, 'document'] as const,
};

/** The dashboard's summary card. */
export const getStrategySummary = (signal?: AbortSignal) => call(e.strategySummary, { signal });
export const strategySummaryQueryOptions = () =>
  queryOptions({ queryKey: strategyKeys.summary(), queryFn: ({ signal }) => getStrategySummary(signal) });
export const useStrategySummary = (enabled: boolean) => useQuery({ ...strategySummaryQueryOptions(), enabled });

/** The strategy page (editors get the working copy). */
export const getStrategy = (signal?: AbortSignal) => call(e.getStrategy, { signal });
export const strategyQueryOptions = () => queryOptions({ queryKey: strategyKeys.document(), queryFn: ({ signal }) => getStrategy(signal) });
export const useStrategy = () => useQuery(strategyQueryOptions());

/** Saves sections into the draft, and with IsPublish makes the draft live. */
export const saveStrategy = (body: StrategySave) => call(e.saveStrategy, { body });

export function useSaveStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStrategy,
    onSuccess: (strategy) => {
      queryClient.setQueryData(strategyKeys.document(), strategy);
      void queryClient.invalidateQueries({ queryKey: strategyKeys.summary() });
    },
  });
}
