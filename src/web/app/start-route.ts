import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { getAuthToken } from '../shared/auth-token';
import { getInstanceSettings } from '../shared/instance-settings';
import { sessionQueryOptions } from '../shared/session';

/** What a route needs before it can show: its code, and for the signed-in area the session. */
export type RouteStart = { load?: () => Promise<unknown>; session?: true };

/**
 * Starts, at once and side by side, what the routes of the address the app opens on need: the signed-in area's code,
 * the page's code and the session check. Left to rendering they would run one after another (decision 050).
 */
export function startRoute(routes: RouteObject[], pathname: string, queryClient: QueryClient): void {
  const starts = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle ?? {}) as RouteStart);
  // Requests first: the browser gives six connections to a server and hands them out in the order asked, so the
  // session check and the instance's settings go ahead of the page's dozens of scripts instead of behind them.
  // The same query the area's useSession reads, so it is asked once; without a token the area sends to log in.
  if (starts.some((start) => start.session) && getAuthToken() !== null) {
    void queryClient.prefetchQuery(sessionQueryOptions());
    void getInstanceSettings().catch(() => undefined); // error reporting asks for them too, after this, and shares the request
  }
  // A failed load is the page's to report when it renders (React.lazy loads again and throws to its boundary).
  for (const start of starts) start.load?.().catch(() => undefined);
}
