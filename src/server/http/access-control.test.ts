import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { installAccessControl } from './access-control';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access', () => {
  it('refuses to build a route that declares no access', async () => {
    const app = Fastify();
    installAccessControl(app, async () => null);
    expect(() => app.get('/api/oops', async () => 'x')).toThrow('Route GET /api/oops declares no access (config.access)');
  });

  it('lists every API route with its access', () => {
    const api = t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(15);
    expect(api).toContainEqual({ method: 'POST', url: '/api/Auth/Login', access: 'public' });
    expect(api).toContainEqual({ method: 'GET', url: '/api/user/hierarchy', access: 'signedIn' });
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const closed = t.app.routeAccess.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(closed.length).toBeGreaterThan(5);
    for (const route of closed) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Not found.' });
  });

  it('serves health once migrations have run', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ Status: 'ok' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/Auth/Login');
  });
});
