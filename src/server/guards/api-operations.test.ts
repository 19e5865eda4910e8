// The guard suites are generated from the route table; these probes show that a route they would not
// reach fails them instead of passing unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { apiOperations, type Operation } from './api-operations';
import { meaningOf, numberFields } from './id-fields';
import { endpointTables } from '../../contract/endpoints';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await apiOperations(t.app);
});
afterAll(() => t.close());

/** The app with one more route in its route table than its API document describes. */
const withUndocumentedRoute = (app: FastifyInstance) =>
  ({
    routeAccess: [...app.routeAccess, { method: 'GET', url: '/api/notes/:id', access: 'signedIn' }],
    inject: app.inject.bind(app),
  }) as unknown as FastifyInstance;

describe('the operations the guard suites run over', () => {
  it('are every API route but the documentation, each with its declared access', () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    expect(operations.map((o) => o.key).sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
    expect(operations.find((o) => o.key === 'POST /api/strategy')).toMatchObject({
      access: 'ceo, org admin or strategy delegate',
      guard: { name: 'ceo, org admin or strategy delegate' },
    });
    expect(operations.find((o) => o.key === 'GET /api/Goal/:id')).toMatchObject({
      access: 'signedIn',
      guard: null,
      parameters: [{ name: 'id', in: 'path' }],
    });
  });

  it('refuse a route the API document does not describe', async () => {
    await expect(apiOperations(withUndocumentedRoute(t.app))).rejects.toThrow('Routes missing from the API document: GET /api/notes/:id');
  });

  it('know what every number field names, and refuse one they cannot explain', () => {
    for (const op of operations) expect(() => numberFields(op)).not.toThrow();
    // A route and a field no table names yet (notes and NoteId exist now: a made-up pair).
    const added = { ...operations[0]!, key: 'POST /api/widgets', url: '/api/widgets' };
    expect(() => meaningOf(added, 'WidgetId')).toThrow(
      'POST /api/widgets: say in src/server/guards/id-fields.ts what its number field "WidgetId" names',
    );
    expect(meaningOf({ ...added, key: 'GET /api/Goal/:id', url: '/api/Goal/:id' }, 'id')).toBe('goal');
  });
});

describe('the endpoint table (src/contract/endpoints)', () => {
  const key = (method: string, path: string) => `${method} /api${path}`;

  it('is where every API route comes from, each entry registered once', () => {
    const registered = t.app.routeEndpoints.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    expect(registered.filter((r) => r.endpoint === null).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const entries = Object.values(endpointTables).flatMap((table) => Object.values(table));
    expect(registered.map((r) => r.endpoint)).toHaveLength(entries.length);
    expect(new Set(registered.map((r) => r.endpoint))).toEqual(new Set(entries));
    expect(registered.map((r) => `${r.method} ${r.url}`).sort()).toEqual(entries.map((e) => key(e.method, e.path)).sort());
  });
});
