import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { installWebApp, safeHexColour } from './static';

const INDEX = `<!doctype html><meta name="theme-color" content="#3781C2" /><meta name="csp-nonce" content="__CSP_NONCE__" />
<style nonce="__CSP_NONCE__">:root { --tenant-colour: #3781c2; }</style><title>Trellis</title>`;
const BIG = `export const words = ${JSON.stringify('trellis '.repeat(500))};`;

let app: FastifyInstance;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.info(1)');
  // As the build leaves them: the file and its brotli and gzip copies.
  writeFileSync(join(dir, 'assets', 'big-abc123.js'), BIG);
  writeFileSync(join(dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG));
  app = Fastify({ routerOptions: { maxParamLength: 20 } });
  app.get('/api/things/:id', () => ({}));
  const colours: Record<string, string> = { 'acme.localhost': 'AA3311', 'evil.localhost': 'red;}</style><script>' };
  await installWebApp(app, dir, {
    tenantColour: async (host) => {
      if (host === 'down.localhost') throw new Error('database down');
      return colours[(host ?? '').replace(/:\d+$/, '')];
    },
  });
  // A file built after start-up is served without a restart.
  writeFileSync(join(dir, 'assets', 'app-2.js'), 'console.info(2)');
});
afterAll(() => app.close());

describe('serving the web app', () => {
  it.each([
    ['/', 200, 'text/html'],
    ['/v3/goals/12', 200, 'text/html'],
    // The user manual site's old addresses are the web app's too (spec 001 §7).
    ['/login/Zq3xK9mPw2LrT8vN4bYc6HdJ1sFgA7eU', 200, 'text/html'],
    ['/profile/Zq3xK9mPw2LrT8vN4bYc6HdJ1sFgA7eU', 200, 'text/html'],
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

describe('precompressed assets', () => {
  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)('Accept-Encoding %s → the %s copy, which decompresses to the file', async (encoding, decompress) => {
    const res = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(BIG.length / 5);
    expect(decompress(res.rawPayload).toString()).toBe(BIG);
  });

  it('prefers brotli when both are accepted, and sends the plain file to a browser that accepts neither', async () => {
    const both = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a file without copies is sent plain', async () => {
    const res = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.info(1)');
  });
});

describe('index.html', () => {
  it.each(['/', '/v3/goals/12', '/index.html'])('%s is never cached and carries a fresh nonce', async (url) => {
    const [a, b] = [await app.inject({ url }), await app.inject({ url })];
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.body).not.toContain('__CSP_NONCE__');
    const nonce = /content="([^"]+)" \/>/.exec(a.body.split('csp-nonce')[1]!)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(a.body).toContain(`<style nonce="${nonce}">`);
    expect(b.body).not.toContain(nonce);
  });

  it('carries the colour of the tenant the host names, in the splash and the browser bar', async () => {
    const res = await app.inject({ url: '/v3/home', headers: { host: 'acme.localhost:3000' } });
    expect(res.body).toContain('--tenant-colour: #aa3311;');
    expect(res.body).toContain('<meta name="theme-color" content="#aa3311" />');
  });

  it.each([
    ['a colour that is not six hex digits', 'evil.localhost'],
    ['no tenant', 'nobody.localhost'],
    ['a failing look-up', 'down.localhost'],
  ])('keeps the default colour for %s', async (_, host) => {
    const res = await app.inject({ url: '/', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('--tenant-colour: #3781c2;');
    expect(res.body).not.toContain('<script>');
  });
});

describe('safeHexColour', () => {
  it.each([
    ['E3AB24', '#e3ab24'],
    ['#3781C2', '#3781c2'],
    [' 3781c2 ', '#3781c2'],
    ['#fff', undefined],
    ['3781c2;x', undefined],
    ['url(x)', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => expect(safeHexColour(value)).toBe(expected));
});

describe('a host that names no company', () => {
  it.each([
    ['nowhere.localhost', 302, 'https://staging.trellis.example/'],
    ['acme.localhost', 200, undefined],
    // A database that does not answer is no proof that the company is unknown.
    ['down.localhost', 200, undefined],
  ])('%s → %i', async (host, status, location) => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-web-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const redirecting = Fastify();
    await installWebApp(redirecting, dir, {
      unknownHostRedirect: async (h) => {
        if (h === 'down.localhost') throw new Error('database down');
        return h === 'nowhere.localhost' ? 'https://staging.trellis.example/' : null;
      },
    });
    const res = await redirecting.inject({ url: '/v3/login', headers: { host } });
    await redirecting.close();
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(location);
  });
});
