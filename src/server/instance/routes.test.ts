import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, givenTenant, signIn, type TestApp } from '../testing/test-app';
import { CLIENT_ERRORS_PER_MINUTE, REPORT_RECEIVED } from './client-errors';

let t: TestApp;
let configured: TestApp;
let acme: Awaited<ReturnType<typeof givenTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await givenTenant(t, 'acme');
  configured = await createTestApp({
    TERMS_URL: 'https://trellis.example/terms',
    PRIVACY_URL: 'https://trellis.example/privacy',
    STRATEGY_GUIDE_VIDEO_URL: 'https://youtu.be/dQw4w9WgXcQ',
    SENTRY_DSN: 'https://publickey@errors.trellis.example/42',
  });
});
afterAll(async () => {
  await t.close();
  await configured.close();
});

describe('GET /api/instance', () => {
  it('answers nulls when nothing is set, so the browser uses the in-app pages, the written guide and the server log', async () => {
    const res = await t.app.inject({ url: '/api/instance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ TermsUrl: null, PrivacyUrl: null, StrategyGuideVideoUrl: null, ErrorReporting: null });
  });

  it('answers the configured addresses to anyone, signed in or not', async () => {
    const res = await configured.app.inject({ url: '/api/instance' });
    expect(res.json()).toEqual({
      TermsUrl: 'https://trellis.example/terms',
      PrivacyUrl: 'https://trellis.example/privacy',
      StrategyGuideVideoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ErrorReporting: { Dsn: 'https://publickey@errors.trellis.example/42', Environment: null },
    });
  });
});

describe('POST /api/client-errors', () => {
  // Each test speaks from its own address, so the per-address limit of one does not reach into another.
  let address = 0;
  const from = () => `10.0.0.${++address}`;
  const report = (body: unknown, headers: Record<string, string> = {}, remoteAddress = from()) =>
    t.app.inject({ method: 'POST', url: '/api/client-errors', payload: body as object, headers, remoteAddress });
  const warn = vi.fn();
  beforeEach(() => {
    warn.mockReset();
    vi.spyOn(t.app.log, 'warn').mockImplementation(warn);
  });

  it('logs a signed-in page’s error at warn with the user’s id, and no address or mailed link', async () => {
    const token = await signIn(t, acme.ceoEmail, 'acme');
    const res = await report(
      {
        Kind: 'error',
        Message: 'Cannot read properties of undefined (reading ceo@acme.test)',
        Stack: 'TypeError: x\n    at https://acme.localhost/assets/app-1.js:1:2',
        Url: 'https://acme.localhost/v3/invitation/Zq3xV9kLmN0pQrStUvWxYz12?x=1',
      },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: REPORT_RECEIVED });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      {
        clientError: {
          kind: 'error',
          message: 'Cannot read properties of undefined (reading [email])',
          stack: 'TypeError: x\n    at https://acme.localhost/assets/app-1.js:1:2',
          url: 'https://acme.localhost/v3/invitation/:token',
        },
        userId: acme.CeoId,
        tenantId: acme.TenantId,
      },
      'browser error: Cannot read properties of undefined (reading [email])',
    );
  });

  it('logs a signed-out page’s error without a user, whatever token it carries', async () => {
    const res = await report({ Kind: 'unhandledrejection', Message: 'Network down' }, bearer('not-a-live-session-token-at-all'));
    expect(res.statusCode).toBe(200);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      { clientError: { kind: 'unhandledrejection', message: 'Network down' } },
      'browser error: Network down',
    );
  });

  it.each([
    ['no message', { Kind: 'error' }, 'Message'],
    ['a blank message', { Kind: 'error', Message: '   ' }, 'Message'],
    ['an unknown kind', { Kind: 'warning', Message: 'x' }, 'Kind'],
    ['an overlong message', { Kind: 'error', Message: 'x'.repeat(1001) }, 'Message'],
    ['an overlong stack', { Kind: 'error', Message: 'x', Stack: 'x'.repeat(8001) }, 'Stack'],
    ['a field of its own', { Kind: 'error', Message: 'x', Email: 'ceo@acme.test' }, 'Email'],
  ])('answers 400 for %s and logs nothing', async (_case, body, field) => {
    const res = await report(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(field);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers 413 for a body over 16 KB', async () => {
    const res = await report({ Kind: 'error', Message: 'x', Url: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`answers 429 with Retry-After after ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one address, and still takes another’s`, async () => {
    const one = from();
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++) {
      expect((await report({ Kind: 'error', Message: `error ${i}` }, {}, one)).statusCode).toBe(200);
    }
    const refused = await report({ Kind: 'error', Message: 'one too many' }, {}, one);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(CLIENT_ERRORS_PER_MINUTE);
    expect((await report({ Kind: 'error', Message: 'another page' })).statusCode).toBe(200);
  });
});
