import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants, users } from '../db/schema';
import { PASSWORD, bearer, createTestApp, givenTenant, givenUser, signIn, type TestApp } from '../testing/test-app';
import { lastLinkTo, tokenOfLink } from '../testing/outbox';
import { REFRESH_GRACE_MS } from './sign-in';

let t: TestApp;
let acme: Awaited<ReturnType<typeof givenTenant>>;
let globex: Awaited<ReturnType<typeof givenTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await givenTenant(t, 'acme');
  globex = await givenTenant(t, 'globex');
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: payload as object, headers });

describe('POST /api/Auth/Login', () => {
  it('answers a session with token, profile, tenant and current period', async () => {
    const res = await login({ userName: acme.ceoEmail, password: PASSWORD, domain: 'acme' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Token).toMatch(/^[1-9][0-9]*\.[A-Za-z0-9_-]{43}$/);
    expect(body.Profile).toMatchObject({ Id: acme.CeoId, Email: acme.ceoEmail, RoleName: 'ceo', IsOrgAdmin: false });
    expect(body.Tenant).toMatchObject({
      Id: acme.TenantId,
      Subdomain: 'acme',
      GoalType: 'OKR',
      StrategyEnabled: true,
      PrimaryColor: 'E3AB24',
    });
    expect(body.Period).toMatchObject({ Week: expect.any(Number), WeekId: expect.any(Number) });
    expect(body.Period.StartDate <= body.Period.WeekStartDate).toBe(true);
  });

  it('takes the tenant from the Host subdomain when no domain is sent', async () => {
    const res = await login({ userName: globex.ceoEmail, password: PASSWORD }, { host: 'globex.localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Tenant.Subdomain).toBe('globex');
  });

  it('matches the email case-insensitively', async () => {
    const res = await login({ userName: acme.ceoEmail.toUpperCase(), password: PASSWORD, domain: 'acme' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['wrong password', () => ({ userName: acme.ceoEmail, password: 'Wrong#Pass1', domain: 'acme' })],
    ['unknown user', () => ({ userName: 'nobody@acme.test', password: PASSWORD, domain: 'acme' })],
    ['unknown tenant', () => ({ userName: acme.ceoEmail, password: PASSWORD, domain: 'nope' })],
    ['another tenant', () => ({ userName: acme.ceoEmail, password: PASSWORD, domain: 'globex' })],
  ])('answers %s alike, without telling which', async (_case, payload) => {
    const res = await login(payload());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Invalid email or password.' });
  });

  it.each([
    ['missing fields', {}, 'userName'],
    ['a wrong type', { userName: 42, password: PASSWORD }, 'userName'],
    ['an invalid email', { userName: 'not-an-email', password: PASSWORD }, 'userName'],
    ['an oversize email', { userName: `${'a'.repeat(250)}@acme.test`, password: PASSWORD }, 'userName'],
    ['an empty password', { userName: 'ceo@acme.test', password: '   ' }, 'password'],
  ])('refuses %s with 400 naming the field', async (_case, payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe(field);
    expect(res.json().Message).toContain(field);
    expect(res.body).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('locks the account after 5 failures in a row until the unlock link is used', async () => {
    const { UserId } = await givenUser(t, acme.TenantId, {
      name: 'Lock Ed',
      email: 'locked@acme.test',
      password: PASSWORD,
      role: 'contributor',
    });
    for (let i = 1; i <= 4; i++) {
      expect((await login({ userName: 'locked@acme.test', password: 'Wrong#Pass1', domain: 'acme' })).statusCode).toBe(401);
    }
    const fifth = await login({ userName: 'locked@acme.test', password: 'Wrong#Pass1', domain: 'acme' });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().Message).toMatch(/locked/);
    const right = await login({ userName: 'locked@acme.test', password: PASSWORD, domain: 'acme' });
    expect(right.statusCode).toBe(403);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/LostPassword',
      payload: { Email: 'locked@acme.test', domain: 'acme' },
    });
    expect(sent.statusCode).toBe(200);
    const link = await lastLinkTo(t.database.db, 'locked@acme.test');
    expect(link).toMatch(/^http:\/\/acme\.localhost:3000\/v3\/login\/unlock\/[1-9][0-9]*\.[A-Za-z0-9_-]{43}$/);
    const unlock = await t.app.inject({ method: 'POST', url: '/api/Auth/UnclockAccountCheck', payload: { Token: tokenOfLink(link) } });
    expect(unlock.json()).toEqual({ Message: 'Your account unlocked successfully!!' });
    expect((await login({ userName: 'locked@acme.test', password: PASSWORD, domain: 'acme' })).statusCode).toBe(200);

    const reused = await t.app.inject({ method: 'POST', url: '/api/Auth/UnclockAccountCheck', payload: { Token: tokenOfLink(link) } });
    expect(reused.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, UserId));
    expect(row).toMatchObject({ failedSignIns: 0, lockedAt: null });
  });

  it('lets a locked account in again after the 30-minute cool-down', async () => {
    await givenUser(t, acme.TenantId, { name: 'Cool Down', email: 'cool@acme.test', password: PASSWORD, role: 'contributor' });
    for (let i = 0; i < 5; i++) await login({ userName: 'cool@acme.test', password: 'Wrong#Pass1', domain: 'acme' });
    expect((await login({ userName: 'cool@acme.test', password: PASSWORD, domain: 'acme' })).statusCode).toBe(403);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 31 * 60_000);
    try {
      expect((await login({ userName: 'cool@acme.test', password: PASSWORD, domain: 'acme' })).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses a deactivated user and a deactivated tenant', async () => {
    const { UserId } = await givenUser(t, acme.TenantId, {
      name: 'Gone',
      email: 'gone@acme.test',
      password: PASSWORD,
      role: 'contributor',
    });
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, UserId));
    const user = await login({ userName: 'gone@acme.test', password: PASSWORD, domain: 'acme' });
    expect(user.statusCode).toBe(403);
    expect(user.json().Message).toMatch(/deactivated/);

    const initech = await givenTenant(t, 'initech');
    const token = await signIn(t, initech.ceoEmail, 'initech');
    await t.database.db.update(tenants).set({ deactivatedAt: new Date() }).where(eq(tenants.id, initech.TenantId));
    const res = await login({ userName: initech.ceoEmail, password: PASSWORD, domain: 'initech' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: 'Your tenant is deactivated.' });
    const relogin = await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(token) });
    expect(relogin.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('restores, refreshes and revokes a session', async () => {
    const token = await signIn(t, acme.ceoEmail, 'acme');
    const restored = await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(token) });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ Token: token, Profile: { Id: acme.CeoId } });

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/Auth/refresh', headers: bearer(token) });
    const fresh = refreshed.json().Token as string;
    expect(fresh).not.toBe(token);
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(fresh) })).statusCode).toBe(200);
    // The old token answers for a minute more (requests already on their way), then no longer.
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + REFRESH_GRACE_MS - 1000);
      expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(token) })).statusCode).toBe(200);
      t.clock.now = new Date(start.getTime() + REFRESH_GRACE_MS + 1000);
      expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(token) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(fresh) })).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }

    const out = await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: bearer(fresh) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(fresh) })).statusCode).toBe(401);
  });

  it('expires a session after 7 days', async () => {
    const token = await signIn(t, acme.ceoEmail, 'acme');
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 7 * 24 * 3600_000 + 1000);
    try {
      const res = await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: 'Please sign in.' });
    } finally {
      t.clock.now = start;
    }
  });

  it('answers 401 for a missing or made-up token', async () => {
    expect((await t.app.inject({ url: '/api/Auth/relogin' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer('x'.repeat(43)) })).statusCode).toBe(401);
  });

  // Tokens name their tenant (decision 052): anything else is not found, whatever the tenant part says.
  it('answers 401 for a token of the wrong shape or naming another tenant', async () => {
    const token = await signIn(t, globex.ceoEmail, 'globex');
    const secret = token.split('.')[1]!;
    expect(token).toBe(`${globex.TenantId}.${secret}`);
    for (const forged of [secret, `${acme.TenantId}.${secret}`, `0${token}`, `${token}.`, `99999999999999999999.${secret}`]) {
      expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(forged) })).statusCode, forged).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: bearer(token) })).statusCode).toBe(200);
  });

  it("keeps one tenant's token inside its tenant", async () => {
    const token = await signIn(t, globex.ceoEmail, 'globex');
    const res = await t.app.inject({ url: '/api/Auth/relogin', headers: { ...bearer(token), host: 'acme.localhost:3000' } });
    expect(res.json().Tenant.Subdomain).toBe('globex');
    expect(res.json().Profile.Id).toBe(globex.CeoId);
  });
});

describe('rate limit', () => {
  it('throttles sign-in per address', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName: 'a@b.test', password: 'x' } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName: 'a@b.test', password: 'x' } });
      expect(res.json().Message).toBe('Too many attempts. Please wait a minute and try again.');
      const fromElsewhere = (userName: string) =>
        limited.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password: 'x' }, remoteAddress: '10.0.0.9' });
      expect((await fromElsewhere('c@b.test')).statusCode).toBe(401);
      // The account has had its attempts too, whichever address asks next (see rate-limit.test.ts).
      expect((await fromElsewhere('a@b.test')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
