import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../shared/auth-token';
import { sessionKey } from '../shared/session';
import { takeRequests } from '../testing/network';
import { startRoute, type RouteStart } from './start-route';

function routesWithLoads() {
  const loads = { area: vi.fn(() => Promise.resolve()), home: vi.fn(() => Promise.resolve()), goals: vi.fn(() => Promise.resolve()) };
  const routes: RouteObject[] = [
    { path: '/v3/login' },
    {
      handle: { load: loads.area, session: true } satisfies RouteStart,
      children: [
        { path: '/v3/home', handle: { load: loads.home } satisfies RouteStart },
        { path: '/v3/goals', handle: { load: loads.goals } satisfies RouteStart },
      ],
    },
  ];
  return { routes, loads };
}

const paths = () => takeRequests().map((request) => new URL(request.url, 'http://localhost').pathname);

describe('startRoute', () => {
  it('asks for the session and the settings, then the area’s and the page’s code, on a signed-in address with a token', () => {
    const { routes, loads } = routesWithLoads();
    const queryClient = new QueryClient();
    setAuthToken('a-token');

    startRoute(routes, '/v3/home', queryClient);

    expect(paths()).toEqual(['/api/Auth/relogin', '/api/instance']);
    expect(queryClient.getQueryState(sessionKey)?.fetchStatus).toBe('fetching');
    expect(loads.area).toHaveBeenCalledOnce();
    expect(loads.home).toHaveBeenCalledOnce();
    expect(loads.goals).not.toHaveBeenCalled();
  });

  it('loads the code but asks nothing without a token: the area sends the visitor to log in', () => {
    const { routes, loads } = routesWithLoads();
    const queryClient = new QueryClient();

    startRoute(routes, '/v3/goals', queryClient);

    expect(paths()).toEqual([]);
    expect(queryClient.getQueryState(sessionKey)).toBeUndefined();
    expect(loads.area).toHaveBeenCalledOnce();
    expect(loads.goals).toHaveBeenCalledOnce();
  });

  it('starts nothing for a signed-out address', () => {
    const { routes, loads } = routesWithLoads();
    setAuthToken('a-token');

    startRoute(routes, '/v3/login', new QueryClient());

    expect(paths()).toEqual([]);
    expect(loads.area).not.toHaveBeenCalled();
  });
});
