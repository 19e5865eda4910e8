import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TokenPasswordRequest } from '../../../../contract/auth';
import { authRoutes as e } from '../../../../contract/routes/auth';
import { call } from '../../../shared/api-client';
import { storeSession } from '../../../shared/session';

/** Who is invited and by whom; 400 for a dead link. */
export const checkInvitation = (token: string, signal?: AbortSignal) =>
  call(e.invitationCheck, { body: { Token: token }, signal, public: true });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => checkInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** Accepts the invitation and answers a session, so the user is signed in. */
export const signUp = (body: TokenPasswordRequest) => call(e.signUp, { body, public: true });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (session) => storeSession(queryClient, session) });
}
