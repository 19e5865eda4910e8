import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givenTenant, type TestApp } from '../testing/test-app';

// LOGIN_RATE_LIMIT at its default: 30 attempts a minute per address, and per account.
const LIMIT = 30;
const ip = (n: number) => `198.51.100.${n}`;

const attempts = async (t: TestApp, count: number, request: (n: number) => { url: string; payload: object; forwardedFor?: string }) => {
  const statuses: number[] = [];
  for (let n = 1; n <= count; n++) {
    const r = request(n);
    const headers = r.forwardedFor ? { 'x-forwarded-for': r.forwardedFor } : {};
    statuses.push((await t.app.inject({ method: 'POST', url: r.url, headers, payload: r.payload })).statusCode);
  }
  return statuses;
};
const login = (email: string, forwardedFor?: string) => ({
  url: '/api/Auth/Login',
  payload: { userName: email, password: 'wrong', domain: 'acme' },
  forwardedFor,
});

describe('sign-in limits with the default configuration (no proxy trusted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
    await givenTenant(t, 'acme');
  });
  afterAll(() => t.close());

  it('ignores a made-up X-Forwarded-For: the 31st attempt is refused however each one is labelled', async () => {
    const statuses = await attempts(t, LIMIT + 1, (n) => login(`user${n}@acme.test`, ip(n)));
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('sign-in and account-mail limits behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1' });
    await givenTenant(t, 'acme');
  });
  afterAll(() => t.close());

  it("honours the proxy's X-Forwarded-For: clients are limited each on their own", async () => {
    const many = await attempts(t, LIMIT + 1, (n) => login(`person${n}@acme.test`, ip(n)));
    expect(many.every((s) => s === 401)).toBe(true);
    const one = await attempts(t, LIMIT + 1, (n) => login(`other${n}@acme.test`, '203.0.113.9'));
    expect(one.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
    expect(one[LIMIT]).toBe(429);
  });

  // The two account mails share one count per account: both send mail to the same inbox.
  it.each([
    ['sign-in', (n: number) => login('Target@Acme.test', `192.0.2.${n}`)],
    [
      'password mail',
      (n: number) => ({
        url: '/api/Auth/ForgotPassword',
        payload: { Email: 'target@acme.test', domain: 'ACME' },
        forwardedFor: `10.1.0.${n}`,
      }),
    ],
    [
      'unlock mail',
      (n: number) => ({
        url: '/api/Auth/LostPassword',
        payload: { Email: 'locked@acme.test', domain: 'acme' },
        forwardedFor: `10.2.0.${n}`,
      }),
    ],
  ])('limits %s per account across addresses', async (_, request) => {
    const statuses = await attempts(t, LIMIT + 1, request);
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});
