import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTenant } from '../people/create-tenant';
import { createTestDatabase } from '../testing/test-db';

const STAGING = 'https://staging.trellis.example/';
let database: Database;
const apps: FastifyInstance[] = [];
let redirecting: FastifyInstance;
let plain: FastifyInstance;

const appWith = async (env: Record<string, string>) => {
  const webDir = mkdtempSync(join(tmpdir(), 'trellis-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Trellis</title>');
  const app = await buildApp({ config: loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', ...env }), database, webDir, logger: false });
  apps.push(app);
  return app;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const company = { name: 'Acme Inc', ceoName: 'Ann Acme', password: 'Sup3r$ecret!' };
  await createTenant(database.db, { ...company, subdomain: 'acme', ceoEmail: 'ceo@acme.test' }, new Date());
  await createTenant(database.db, { ...company, subdomain: 'demo', ceoEmail: 'ceo@demo.test' }, new Date());
  redirecting = await appWith({ UNKNOWN_TENANT_URL: STAGING });
  plain = await appWith({});
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

// Spec 001 §8: 'Unknown tenant subdomain: Redirect to the staging host', when UNKNOWN_TENANT_URL names one.
describe('a page of a subdomain no company uses', () => {
  it.each([
    ['an unknown subdomain', 'nowhere.localhost:3000', '/v3/login', 302],
    ['an unknown subdomain, any page', 'nowhere.trellis.example', '/v3/goals/12', 302],
    ['an unknown subdomain, the root', 'nowhere.trellis.example', '/', 302],
    ['a known subdomain', 'acme.localhost:3000', '/v3/login', 200],
    ['no subdomain: the default company', 'localhost:3000', '/v3/login', 200],
  ])('with UNKNOWN_TENANT_URL: %s (%s%s) → %i', async (_case, host, url, status) => {
    const res = await redirecting.inject({ url, headers: { host } });
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(status === 302 ? STAGING : undefined);
  });

  it('without UNKNOWN_TENANT_URL serves the app, which says no company uses the address', async () => {
    const page = await plain.inject({ url: '/v3/login', headers: { host: 'nowhere.localhost:3000' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const branding = await plain.inject({ url: '/api/Auth/tenant', headers: { host: 'nowhere.localhost:3000' } });
    expect(branding.statusCode).toBe(404);
    expect(branding.json()).toEqual({ Message: 'No company uses this address.' });
  });

  it('leaves the API as it is: the branding call still answers 404, never a redirect', async () => {
    const res = await redirecting.inject({ url: '/api/Auth/tenant', headers: { host: 'nowhere.localhost:3000' } });
    expect(res.statusCode).toBe(404);
  });
});
