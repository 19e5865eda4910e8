import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Strategy, StrategySave, StrategySummary } from '../../../../contract/strategy';
import { apiRequest } from '../../../app/api-client';

export const strategyKeys = {
  all: ['strategy'] as const,
  summary: () => [...strategyKeys.all, 'summary'] as const,
  document: () => [...strategyKeys.all, 'document'] as const,
};

// GET /api/strategy: the dashboard's summary card.
export const getStrategySummary = (signal?: AbortSignal) =>
  apiRequest<StrategySummary>('/strategy', { signal });
export const strategySummaryQueryOptions = () =>
  queryOptions({ queryKey: strategyKeys.summary(), queryFn: ({ signal }) => getStrategySummary(signal) });
export const useStrategySummary = (enabled: boolean) =>
  useQuery({ ...strategySummaryQueryOptions(), enabled });

// GET /api/strategy/get: the strategy page (editors get the working copy).
export const getStrategy = (signal?: AbortSignal) => apiRequest<Strategy>('/strategy/get', { signal });
export const strategyQueryOptions = () =>
  queryOptions({ queryKey: strategyKeys.document(), queryFn: ({ signal }) => getStrategy(signal) });
export const useStrategy = () => useQuery(strategyQueryOptions());

// POST /api/strategy: saves sections into the draft, and with IsPublish makes the draft live.
export const saveStrategy = (body: StrategySave) =>
  apiRequest<Strategy>('/strategy', { method: 'POST', body });

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
