import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationCheckResponse, Session, TokenPasswordRequest } from '../../../../contract/auth';
import { apiRequest } from '../../../app/api-client';
import { storeSession } from '../../../app/session';

// POST /api/Auth/InvitationCheck: who is invited and by whom; 400 for a dead link.
export const checkInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest<InvitationCheckResponse>('/Auth/InvitationCheck', { method: 'POST', body: { Token: token }, signal, public: true });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => checkInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

// POST /api/Auth/SignUp: accepts the invitation and answers a session, so the user is signed in.
export const signUp = (body: TokenPasswordRequest) =>
  apiRequest<Session>('/Auth/SignUp', { method: 'POST', body, public: true });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (session) => storeSession(queryClient, session) });
}
