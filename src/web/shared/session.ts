import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, Session } from '../../contract/auth';
import { authRoutes as e } from '../../contract/routes/auth';
import { call } from './api-client';
import { clearLocalStorage, getAuthToken, setAuthToken } from './auth-token';

export const sessionKey = ['session'] as const;

/** Restores the session of the stored token. */
export const getSession = (signal?: AbortSignal) => call(e.relogin, { signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: ({ signal }) => getSession(signal),
    enabled: getAuthToken() !== null,
    staleTime: Infinity,
    retry: false,
  });

export const useSession = () => useQuery(sessionQueryOptions());

/** Keeps a session the server handed out: its token in storage, the rest in the query cache. */
export function storeSession(queryClient: QueryClient, session: Session): void {
  setAuthToken(session.Token);
  queryClient.setQueryData(sessionKey, session);
}

export const login = (body: LoginRequest) => call(e.login, { body, public: true });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (session) => storeSession(queryClient, session) });
}

/** Signs out here and on the server; the local sign-out happens whether or not the server still knew the token. */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (getAuthToken()) {
    await call(e.logout, { public: true }).catch(() => undefined);
  }
  clearLocalStorage();
  queryClient.clear();
}

/** The session inside the signed-in area, which renders only once the session has loaded. */
export function useSignedInSession(): Session {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInSession is used outside the signed-in area');
  return data;
}
