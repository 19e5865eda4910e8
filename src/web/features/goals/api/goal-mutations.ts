import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ApproveRequest,
  ChangeOwnerRequest,
  ChangeParentRequest,
  Comment,
  CommentAddRequest,
  CommentUpdateRequest,
  FinalizeApprovedRequest,
  FinalizeRequest,
  FinalizeRetractRequest,
  Goal,
  GoalSave,
  GoalStatus,
  RetractRequest,
  ShelveRequest,
  UpdateStatusRequest,
} from '../../../../contract/goals';
import type { MessageBody } from '../../../../contract/common';
import { apiRequest } from '../../../app/api-client';
import { goalKeys } from './goal-keys';

type In<T extends z.ZodType> = z.input<T>;
const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });

/** Every call that changes a goal, keyed by name; each answers what the server answers. */
export const goalCalls = {
  create: (body: In<typeof GoalSave>) => post<Goal>('/Goal', body),
  update: ({ id, ...body }: In<typeof GoalSave> & { id: number }) => apiRequest<Goal>(`/Goal/${id}`, { method: 'PUT', body }),
  approve: (body: In<typeof ApproveRequest>) => post<Goal>('/Goal/approve', body),
  requestApproval: (id: number) => apiRequest<Goal>(`/Goal/requestapproval/${id}`),
  retract: (body: In<typeof RetractRequest>) => post<Goal>('/Goal/retract', body),
  retractEdits: (body: In<typeof RetractRequest>) => post<Goal>('/Goal/retractedits', body),
  shelve: (body: In<typeof ShelveRequest>) => post<Goal>('/Goal/shelve', body),
  updateStatus: (body: In<typeof UpdateStatusRequest>) => post<GoalStatus>('/Goal/updatestatus', body),
  finalize: (body: In<typeof FinalizeRequest>) => post<Goal>('/Goal/finalize', body),
  review: (body: In<typeof FinalizeApprovedRequest>) => post<Goal>('/Goal/finalize_approved', body),
  retractResults: (body: In<typeof FinalizeRetractRequest>) => post<Goal>('/Goal/finalize_retract', body),
  remove: (id: number) => apiRequest<MessageBody>(`/Goal/delete/${id}`),
  follow: (id: number) => apiRequest<{ IsFollowed: boolean }>(`/Goal/follow/${id}`),
  changeOwner: (body: In<typeof ChangeOwnerRequest>) => post<Goal>('/Goal/changegoalownership', body),
  changeParent: (body: In<typeof ChangeParentRequest>) => post<Goal>('/Goal/changeparentgoal', body),
  copy: (id: number) => post<Goal>(`/Goal/copy/${id}`, {}),
  addComment: (body: In<typeof CommentAddRequest>) => post<Comment>('/Goal/CommentAdd', body),
  updateComment: (body: In<typeof CommentUpdateRequest>) => apiRequest<Comment>('/Goal/CommentUpdate', { method: 'PUT', body }),
  deleteComment: (id: number) => apiRequest<MessageBody>(`/Goal/CommentDelete/${id}`, { method: 'DELETE' }),
};

/**
 * A mutation for one goal call, e.g. `useGoalCall(goalCalls.approve)`; on success every goal query
 * (lists, details, children, comments) is refreshed, so whatever screen is open shows the new state.
 */
export function useGoalCall<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
