import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyResultProposalSave } from '../../../../contract/key-results';
import { keyResultRoutes as e } from '../../../../contract/routes/key-results';
import { call, isApiError } from '../../../shared/api-client';
import { keyResultKeys } from './key-results-api';

// The key results an approved goal's owner proposes with its edit (decision 070).

const proposalKey = (goalId: number) => [...keyResultKeys.goal(goalId), 'proposal'] as const;

/** The goal's proposal, or null when its open edit proposes no key results (the API's 404). */
export const proposalQueryOptions = (goalId: number) =>
  queryOptions({
    queryKey: proposalKey(goalId),
    queryFn: ({ signal }) =>
      call(e.proposal, { params: { goalId }, signal }).catch((error: unknown) => {
        if (isApiError(error, 404)) return null;
        throw error;
      }),
  });

/** Asked for only while the goal has an open edit (its 'Pending edits' badge), or the viewer may propose. */
export const useKeyResultProposal = (goalId: number, enabled: boolean) => useQuery({ ...proposalQueryOptions(goalId), enabled });

/** Saving or withdrawing opens or changes the goal's edit: the goal's own screens refresh too (`onChanged`). */
function useProposalMutation<I, O>(goalId: number, fn: (input: I) => Promise<O>, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: keyResultKeys.goal(goalId) }), onChanged?.()]),
  });
}

export const useProposeKeyResults = (goalId: number, onChanged?: () => unknown) =>
  useProposalMutation(goalId, (body: KeyResultProposalSave) => call(e.propose, { params: { goalId }, body }), onChanged);
export const useWithdrawProposal = (goalId: number, onChanged?: () => unknown) =>
  useProposalMutation(goalId, () => call(e.withdraw, { params: { goalId } }), onChanged);
