import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyResult } from '../../../../contract/key-results';
import { keyResultRoutes as e } from '../../../../contract/routes/key-results';
import { call } from '../../../shared/api-client';
import { keyResultKeys } from './key-results-api';

/** Puts a goal's key results in a new order: the list shows it at once and goes back if the server refuses. */
export function useOrderKeyResults(goalId: number) {
  const queryClient = useQueryClient();
  const key = keyResultKeys.list(goalId);
  return useMutation({
    mutationFn: (ids: number[]) => call(e.order, { params: { goalId }, body: { Ids: ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<KeyResult[]>(key);
      if (before) queryClient.setQueryData(key, ids.map((id) => before.find((kr) => kr.Id === id)!).filter(Boolean));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
