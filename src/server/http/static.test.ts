import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { installWebApp } from './static';

let app: FastifyInstance;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Trellis</title>');
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.info(1)');
  app = Fastify({ routerOptions: { maxParamLength: 20 } });
  app.get('/api/things/:id', () => ({}));
  await installWebApp(app, dir);
  // A file built after start-up is served without a restart.
  writeFileSync(join(dir, 'assets', 'app-2.js'), 'console.info(2)');
});
afterAll(() => app.close());

describe('serving the web app', () => {
  it.each([
    ['/', 200, 'text/html'],
    ['/v3/goals/12', 200, 'text/html'],
    ['/assets/app-1.js', 200, 'javascript'],
    ['/assets/app-2.js', 200, 'javascript'],
    ['/assets/missing.js', 404, 'application/json'],
    ['/index.html', 200, 'text/html'],
    ['/api/unknown', 404, 'application/json'],
    // The router's own refusal is not hidden behind the web app.
    [`/api/things/${'9'.repeat(21)}`, 414, 'application/json'],
  ])('%s → %i %s', async (url, status, type) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain(type);
  });
});
