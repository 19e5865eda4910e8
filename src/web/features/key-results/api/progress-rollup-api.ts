import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressSettings } from '../../../../contract/progress-rollup';
import { progressRollupRoutes as e } from '../../../../contract/routes/progress-rollup';
import { call } from '../../../shared/api-client';
import { keyResultKeys } from './key-results-api';

// How a goal's progress rolls up its aligned goals' (decision 069), beside its key results under ['key-results', goalId].

export const progressRollupQueryOptions = (goalId: number) =>
  queryOptions({
    queryKey: [...keyResultKeys.goal(goalId), 'rollup'] as const,
    queryFn: ({ signal }) => call(e.get, { params: { goalId }, signal }),
  });
/** Asked only of a goal that counts its aligned goals: the others have nothing to tell but what the goal says. */
export const useProgressRollup = (goalId: number, counting: boolean) =>
  useQuery({ ...progressRollupQueryOptions(goalId), enabled: counting });

/** Whether the goal counts its aligned goals; `onChanged` tells the goal's own screens, which show its progress. */
export function useSetCountChildren(goalId: number, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressSettings) => call(e.settings, { params: { goalId }, body }),
    // A refused change changed nothing: only an answer is shown, and refreshes the goal's screens.
    onSuccess: (rollup) => {
      queryClient.setQueryData(progressRollupQueryOptions(goalId).queryKey, rollup);
      return onChanged?.();
    },
  });
}
