import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TokenPasswordRequest } from '../../../../contract/auth';
import type { MessageBody } from '../../../../contract/common';
import { apiRequest } from '../../../app/api-client';

// POST /api/Auth/ResetPasswordCheck: 400 when the link is unknown, used or expired.
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  apiRequest<MessageBody>('/Auth/ResetPasswordCheck', { method: 'POST', body: { Token: token }, signal, public: true });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQueryOptions(token));

// POST /api/Auth/ResetPassword
export const resetPassword = (body: TokenPasswordRequest) =>
  apiRequest<MessageBody>('/Auth/ResetPassword', { method: 'POST', body, public: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
