import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildWeight, ProgressSettings } from '../../../../contract/progress-rollup';
import { progressRollupRoutes as e } from '../../../../contract/routes/progress-rollup';
import { call } from '../../../shared/api-client';
import { goalProgressQueryOptions, keyResultKeys } from './key-results-api';

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
      // The weeks roll the aligned goals up too (decision 069).
      return Promise.all([queryClient.invalidateQueries({ queryKey: goalProgressQueryOptions(goalId).queryKey }), onChanged?.()]);
    },
  });
}

/**
 * What an aligned goal weighs in the progress of `parentId`, set from the parent's list of the goals it counts: an
 * answer refreshes the parent's progress (its list, its weeks, and through `onChanged` its own screens) and the
 * aligned goal's own.
 */
export function useSetChildWeight(parentId: number, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, Weight }: ChildWeight & { goalId: number }) => call(e.weight, { params: { goalId }, body: { Weight } }),
    onSuccess: (_, { goalId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keyResultKeys.goal(parentId) }),
        queryClient.invalidateQueries({ queryKey: keyResultKeys.goal(goalId) }),
        onChanged?.(),
      ]),
  });
}
