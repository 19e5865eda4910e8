import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyResultCheckin, KeyResultSave } from '../../../../contract/key-results';
import { keyResultRoutes as e } from '../../../../contract/routes/key-results';
import { call } from '../../../shared/api-client';

/** A goal's key results and its progress by week live under ['key-results', goalId]: a change refreshes both. */
export const keyResultKeys = {
  all: ['key-results'] as const,
  goal: (goalId: number) => [...keyResultKeys.all, goalId] as const,
  list: (goalId: number) => [...keyResultKeys.goal(goalId), 'list'] as const,
  progress: (goalId: number) => [...keyResultKeys.goal(goalId), 'progress'] as const,
};

export const keyResultsQueryOptions = (goalId: number) =>
  queryOptions({ queryKey: keyResultKeys.list(goalId), queryFn: ({ signal }) => call(e.list, { params: { goalId }, signal }) });
export const useKeyResults = (goalId: number) => useQuery(keyResultsQueryOptions(goalId));

export const goalProgressQueryOptions = (goalId: number) =>
  queryOptions({ queryKey: keyResultKeys.progress(goalId), queryFn: ({ signal }) => call(e.progress, { params: { goalId }, signal }) });
export const useGoalProgress = (goalId: number, enabled = true) => useQuery({ ...goalProgressQueryOptions(goalId), enabled });

/**
 * A change of a goal's key results refreshes them and the progress by week; `onChanged` tells the goal's own screens
 * (its progress shows in the goal's header and lists, which this feature does not know).
 */
function useKeyResultMutation<I, O>(goalId: number, fn: (input: I) => Promise<O>, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: keyResultKeys.goal(goalId) }), onChanged?.()]),
  });
}

export const useAddKeyResult = (goalId: number, onChanged?: () => unknown) =>
  useKeyResultMutation(goalId, (body: KeyResultSave) => call(e.add, { params: { goalId }, body }), onChanged);
export const useChangeKeyResult = (goalId: number, onChanged?: () => unknown) =>
  useKeyResultMutation(goalId, ({ id, body }: { id: number; body: KeyResultSave }) => call(e.change, { params: { id }, body }), onChanged);
export const useRemoveKeyResult = (goalId: number, onChanged?: () => unknown) =>
  useKeyResultMutation(goalId, (id: number) => call(e.remove, { params: { id } }), onChanged);
export const useCheckIn = (goalId: number, onChanged?: () => unknown) =>
  useKeyResultMutation(
    goalId,
    ({ id, body }: { id: number; body: KeyResultCheckin }) => call(e.checkIn, { params: { id }, body }),
    onChanged,
  );
