import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from '../../contract/auth';
import { authRoutes as e } from '../../contract/routes/auth';
import { call } from '../shared/api-client';
import { getAuthToken, getAuthTokenIssuedAt, setAuthToken } from '../shared/auth-token';
import { sessionKey } from '../shared/session';

const DAY_MS = 24 * 3600_000;
const CHECK_EVERY_MS = 3600_000;

/**
 * A session lasts a week from its token; a token older than a day is exchanged for a new one, so someone
 * who uses Trellis every week is never signed out in the middle of it. Unknown age (a token stored before
 * ages were kept) counts as old.
 */
export const tokenNeedsRefresh = (issuedAt: number | null, now: number): boolean => issuedAt === null || now - issuedAt > DAY_MS;

// POST /api/Auth/refresh: a new token; the old one still answers for a minute (requests on their way).
const refreshToken = () => call(e.refresh, {});

/** In the signed-in area: checks the token's age on arrival and every hour, and refreshes it when due. */
export function useTokenRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    const check = () => {
      // Read again each time: another tab may have refreshed the token (they share local storage).
      if (!getAuthToken() || !tokenNeedsRefresh(getAuthTokenIssuedAt(), Date.now())) return;
      refreshToken()
        .then(({ Token }) => {
          if (stopped) return;
          setAuthToken(Token);
          queryClient.setQueryData<Session>(sessionKey, (session) => session && { ...session, Token });
        })
        // A failed refresh leaves the current token, which still works; the next check tries again.
        .catch(() => undefined);
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [queryClient]);
}
