import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalRoutes as e } from '../../../../contract/routes/goals';
import { call, withBody, withId } from '../../../shared/api-client';
import { goalKeys } from './goal-keys';
import { keyResultKeys } from '../../key-results';

/** Every call that changes a goal, keyed by name; each answers what the server answers. */
export const goalCalls = {
  create: withBody(e.createGoal),
  update: ({ id, ...body }: Parameters<ReturnType<typeof withBody<typeof e.updateGoal>>>[0] & { id: number }) =>
    call(e.updateGoal, { params: { id }, body }),
  approve: withBody(e.approve),
  requestApproval: withId(e.requestApproval),
  retract: withBody(e.retract),
  retractEdits: withBody(e.retractEdits),
  shelve: withBody(e.shelve),
  updateStatus: withBody(e.updateStatus),
  finalize: withBody(e.finalize),
  review: withBody(e.finalizeApproved),
  retractResults: withBody(e.finalizeRetract),
  remove: withId(e.deleteGoal),
  follow: withId(e.follow),
  changeOwner: withBody(e.changeOwner),
  changeParent: withBody(e.changeParent),
  copy: withId(e.copyGoal),
  copyToQuarter: withBody(e.copyToQuarter),
  addComment: withBody(e.addComment),
  updateComment: withBody(e.updateComment),
  deleteComment: withId(e.deleteComment),
};

/**
 * A mutation for one goal call, e.g. `useGoalCall(goalCalls.approve)`; on success every goal query
 * (lists, details, children, comments) and every key results query is refreshed, so whatever screen is open shows the
 * new state.
 */
export function useGoalCall<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // An approved edit may change the goal's key results (decision 070), a discarded one drops their proposal.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: goalKeys.all }),
        queryClient.invalidateQueries({ queryKey: keyResultKeys.all }),
      ]),
  });
}
