import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TokenPasswordRequest } from '../../../../contract/auth';
import { authRoutes as e } from '../../../../contract/routes/auth';
import { call } from '../../../shared/api-client';

/** 400 when the link is unknown, used or expired. */
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  call(e.resetPasswordCheck, { body: { Token: token }, signal, public: true });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQueryOptions(token));

export const resetPassword = (body: TokenPasswordRequest) => call(e.resetPassword, { body, public: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
