import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTenant } from '../demo/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/accounts';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

// A signed-in request reads its session as the first statement of its tenant's transaction, and its handler's first
// unit of work continues that transaction (access-control.ts). With one connection in the pool, a handler that opened
// a second transaction while the first was held would wait for ever: every kind of request must answer, and give the
// connection back.

let t: TestApp;
let tokens: { ceo: string; contributor: string };
type Pool = {
  options: { max: number };
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  on: (event: 'acquire', listener: () => void) => void;
  off: (event: 'acquire', listener: () => void) => void;
};
const pool = () => (t.database.db as unknown as { $client: Pool }).$client;

beforeAll(async () => {
  t = await createTestApp();
  await createDemoTenant(t.database.db, { config: t.config, now: t.clock.now }, { subdomain: 'held', name: 'Held Ltd' });
  tokens = {
    ceo: await signIn(t, DEMO_ACCOUNTS.ceo, 'held', DEMO_PASSWORD),
    contributor: await signIn(t, DEMO_ACCOUNTS.contributor, 'held', DEMO_PASSWORD),
  };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload }).then((r) => r.statusCode);

// Each kind of request the held transaction meets: used at once, released by a refusal, a 400, a 404, a handler
// that first hashes a password, a handler whose unit of work fails.
const requests = () =>
  [
    ['a read whose handler asks at once', () => call('GET', '/dashboard/theme', tokens.contributor), 200],
    ['a list (POST)', () => call('POST', '/Goal/goals', tokens.contributor, { GoalSelectFilter: 'MyGoals', Page: 1, PageSize: 10 }), 200],
    ['a guard refusal', () => call('GET', '/audit', tokens.contributor), 404],
    ['an invalid body', () => call('POST', '/Goal/goals', tokens.contributor, { Page: 'first' }), 400],
    ['a token of no session', () => call('GET', '/dashboard/theme', `${'9'.repeat(3)}.${'a'.repeat(43)}`), 401],
    ['a row of no one', () => call('GET', '/Goal/99999999', tokens.contributor), 404],
    [
      'a handler that hashes first',
      () => call('POST', '/User/ChangePassword', tokens.ceo, { Password: 'wrong!!!', NewPassword: 'Another1!x' }),
      400,
    ],
    ['a read of the audit log as the CEO', () => call('GET', '/audit', tokens.ceo), 200],
  ] as const;

describe('a signed-in request and its session', () => {
  it.each(requests().map(([name, , status]) => [name, status] as const))('%s answers %i', async (name, status) => {
    const request = requests().find(([n]) => n === name)!;
    expect(await request[1]()).toBe(status);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('with one connection in the pool (PostgreSQL server)', () => {
  it('answers every kind of request, in turn and all at once, and gives the connection back', async () => {
    const max = pool().options.max;
    pool().options.max = 1;
    try {
      for (const [, send, status] of requests()) expect(await send()).toBe(status);
      const together = await Promise.all(requests().map(([, send]) => send()));
      expect(together).toEqual(requests().map(([, , status]) => status));
    } finally {
      pool().options.max = max;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect({ idle: pool().idleCount, waiting: pool().waitingCount }).toEqual({ idle: pool().totalCount, waiting: 0 });
  });

  it('lets the transaction go when the client leaves in the middle of a request, at any point', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const max = pool().options.max;
    pool().options.max = 2;
    try {
      const body = JSON.stringify({ GoalSelectFilter: 'MyGoals', Page: 1, PageSize: 10 });
      for (let i = 0; i < 60; i++) {
        await new Promise<void>((resolve) => {
          const req = request(`${address}/api/Goal/goals`, {
            method: 'POST',
            headers: { ...bearer(tokens.contributor), 'content-type': 'application/json' },
          });
          req.on('error', () => resolve());
          req.end(body);
          setTimeout(() => {
            req.destroy();
            resolve();
          }, i % 6);
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect({ idle: pool().idleCount, waiting: pool().waitingCount }).toEqual({ idle: pool().totalCount, waiting: 0 });
      expect(await call('GET', '/dashboard/theme', tokens.contributor)).toBe(200);
    } finally {
      pool().options.max = max;
    }
  });

  it('takes one connection for the session and the work of a handler that asks at once: one transaction', async () => {
    const checkouts = async (send: () => Promise<number>) => {
      let n = 0;
      const count = () => void n++;
      pool().on('acquire', count);
      try {
        await send();
      } finally {
        pool().off('acquire', count);
      }
      return n;
    };
    const [theme, list, hashing] = [requests()[0], requests()[1], requests()[6]];
    expect(await checkouts(theme[1])).toBe(1);
    expect(await checkouts(list[1])).toBe(1);
    // The password is hashed between two transactions (change-password.ts): the session's is let go first.
    expect(await checkouts(hashing[1])).toBe(2);
  });
});
