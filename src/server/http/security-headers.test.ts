import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../testing/test-db';
import type { Database } from '../db/client';

const INDEX =
  '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><style nonce="__CSP_NONCE__">body{margin:0}</style><title>Trellis</title>';

const webDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.info(1)');
  return dir;
};

let database: Database;
const apps: FastifyInstance[] = [];
const appWith = async (env: Record<string, string> = {}) => {
  const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, webDir: webDir(), logger: false });
  apps.push(app);
  return app;
};
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await appWith();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await database.close();
});

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );

const answers: [string, InjectOptions, number][] = [
  ['the app at /', { url: '/' }, 200],
  ['a client route', { url: '/v3/login' }, 200],
  ['HEAD on a client route', { method: 'HEAD', url: '/v3/goals' }, 200],
  ['a static asset', { url: '/assets/app-1.js' }, 200],
  ['a missing asset', { url: '/assets/missing.js' }, 404],
  ['an API answer', { url: '/api/health' }, 200],
  ['an unknown API path', { url: '/api/nothing-here' }, 404],
  ['a 401', { url: '/api/dashboard/theme' }, 401],
  ['a 400', { method: 'POST', url: '/api/Auth/Login', payload: { userName: 'not an email' } }, 400],
  ['a 415', { method: 'POST', url: '/api/Auth/Login', headers: { 'content-type': 'application/xml' }, payload: '<x/>' }, 415],
];

describe('security headers', () => {
  it.each(answers)('%s carries every header', async (_, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb'])
      expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('frame-src')).toBe('https://www.youtube.com https://player.vimeo.com');
    expect(csp.get('connect-src')).toBe("'self' ws://localhost:80 wss://localhost:80");
    expect(csp.get('style-src-elem')).toMatch(/^'self' 'nonce-[\w+/]{22}=='$/);
    expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("serves index.html with a fresh nonce in its meta tag and inline style, the same as the header's", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/v3/login', '/v3/goals/12']) {
      const res = await app.inject({ url });
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body).toBe(INDEX.replaceAll('__CSP_NONCE__', nonce!));
      expect(res.headers['cache-control']).toBe('no-cache');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it('answers HEAD on a page like GET, without the body', async () => {
    const get = await app.inject({ url: '/v3/login' });
    const head = await app.inject({ method: 'HEAD', url: '/v3/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'POST', url: '/v3/login' })).statusCode).toBe(404);
  });

  it('lets the socket.io connection of the host the page came from through', async () => {
    const res = await app.inject({ url: '/v3/login', headers: { host: 'acme.localhost:3000' } });
    expect(directives(String(res.headers['content-security-policy'])).get('connect-src')).toBe(
      "'self' ws://acme.localhost:3000 wss://acme.localhost:3000",
    );
    const odd = await app.inject({ url: '/v3/login', headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    expect(directives(String(odd.headers['content-security-policy'])).get('script-src')).toBe("'self'");
  });

  it('keeps the API documentation working: its own scripts and styles only', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('script-src')).toMatch(/^'self'/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    [
      'a Sentry DSN lets the browser post to its origin, nothing more',
      { SENTRY_DSN: 'https://publickey@o1.ingest.sentry.io/42' },
      "'self' ws://localhost:80 wss://localhost:80 https://o1.ingest.sentry.io",
      'https://www.youtube.com https://player.vimeo.com',
    ],
    [
      'a guide video from YouTube needs no new player',
      { STRATEGY_GUIDE_VIDEO_URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      "'self' ws://localhost:80 wss://localhost:80",
      'https://www.youtube.com https://player.vimeo.com',
    ],
    [
      'a guide video file may be framed from its own origin',
      { STRATEGY_GUIDE_VIDEO_URL: 'http://127.0.0.1:8080/guide.mp4' },
      "'self' ws://localhost:80 wss://localhost:80",
      'https://www.youtube.com https://player.vimeo.com http://127.0.0.1:8080',
    ],
  ])('%s', async (_case, env, connect, frame) => {
    const res = await (await appWith(env)).inject({ url: '/v3/login' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('connect-src')).toBe(connect);
    expect(csp.get('frame-src')).toBe(frame);
  });

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const https = await appWith({ PUBLIC_URL: 'https://trellis.example' });
    const res = await https.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('answers that are kept nowhere, and the live channel’s own answers (issue 26)', () => {
  it.each([
    ['a JSON answer', { url: '/api/health' }],
    ['a refusal', { url: '/api/dashboard/theme' }],
    ['an unknown API path', { url: '/api/nothing-here' }],
  ])('%s carries Cache-Control: no-store', async (_, request) => {
    expect((await app.inject(request)).headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of pages and assets to the static files', async () => {
    expect((await app.inject({ url: '/assets/app-1.js' })).headers['cache-control']).not.toBe('no-store');
  });

  it('gives socket.io’s long-polling answers the same security headers as the API’s', async () => {
    const server = await appWith();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const fetched = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    const api = await fetched('/api/health');
    const live = await fetched('/socket.io/?EIO=4&transport=polling');
    expect(live.status).toBe(200);
    const SECURITY = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'permissions-policy',
      'cache-control',
    ];
    for (const name of SECURITY) {
      expect(api.headers.get(name), `the API's ${name}`).not.toBeNull();
      // The nonce differs per answer; everything else is the same.
      const strip = (value: string | null) =>
        value?.replace(/'nonce-[^']+'/g, "'nonce'").replace(/localhost:\d+|127\.0\.0\.1:\d+/g, 'host');
      expect(strip(live.headers.get(name)), name).toBe(strip(api.headers.get(name)));
    }
  });
});
