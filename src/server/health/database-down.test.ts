import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DATABASE_UNAVAILABLE } from '../db/unavailable';
import { createMailer } from '../mail/mailer';

// A PostgreSQL server that is not there (port 9 refuses): what a stopped or restarting server looks like to
// the app. Needs no database, so it runs in both variants of the suite.
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/unused' });
  database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/trellis' });
  app = await buildApp({ config, database, mailer: createMailer(config, () => undefined), logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('while the database cannot be reached', () => {
  it.each([
    ['the health check', { method: 'GET' as const, url: '/api/health' }],
    [
      'a sign-in (a request that reads)',
      { method: 'POST' as const, url: '/api/Auth/Login', payload: { userName: 'ada@acme.test', password: 'x', domain: 'acme' } },
    ],
  ])('%s answers 503 with Retry-After, not 500', async (_name, request) => {
    const res = await app.inject(request);
    expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() as unknown }).toEqual({
      status: 503,
      retryAfter: '5',
      body: { Message: DATABASE_UNAVAILABLE },
    });
  });
});
