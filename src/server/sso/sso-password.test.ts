import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenSsoWorld, type SsoWorld } from '../testing/sso-world';
import { createTestApp, givenUser, PASSWORD } from '../testing/test-app';
import { withTenant } from '../db/tenant-context';
import { lastLinkTo, tokenOfLink } from '../testing/outbox';
import { sendInvitation } from '../auth/invitations';
import { passwordSignInClosed } from './password-rule';

// A company that signs in through its provider may close password sign-in: the CEO keeps theirs as the way back in
// when the provider is down (issue 32, decision 072).
let w: SsoWorld;
beforeAll(async () => {
  w = await givenSsoWorld();
  await w.person('olga@acme.test', 'manager', true);
  await w.person('carl@acme.test');
});
afterAll(async () => {
  await w.kit.close();
  await w.t.close();
});

const login = (userName: string, password = PASSWORD, domain = 'acme') =>
  w.t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password, domain } });

describe('password sign-in', () => {
  it('stays open while the company keeps it open', async () => {
    await w.configure({ PasswordSignIn: true });
    expect((await login('carl@acme.test')).statusCode).toBe(200);
  });

  it('is closed for everyone but the CEO when the company closes it', async () => {
    await w.configure({ ClientSecret: undefined, PasswordSignIn: false });
    const closed = { Message: passwordSignInClosed('127.0.0.1') };
    for (const who of ['carl@acme.test', 'olga@acme.test', 'nobody@acme.test']) {
      const res = await login(who);
      expect(res.statusCode, who).toBe(401);
      expect(res.json(), who).toEqual(closed);
    }
    // A wrong password answers alike, so the refusal tells nothing about the password.
    expect((await login('carl@acme.test', 'wrong')).json()).toEqual(closed);
    expect((await login(w.acme.ceoEmail)).statusCode).toBe(200);
    expect((await login(w.acme.ceoEmail, 'wrong')).statusCode).toBe(401);
    // Another company's passwords are its own affair.
    expect((await login(w.beta.ceoEmail, PASSWORD, 'beta')).statusCode).toBe(200);
  });

  it('refuses a password set with an invitation, and keeps the link', async () => {
    const { UserId } = await givenUser(
      w.t,
      w.acme.TenantId,
      { name: 'Ivy New', email: 'ivy@acme.test', role: 'contributor' },
      w.acme.CeoId,
    );
    await withTenant(w.t.database.db, w.acme.TenantId, (tx) => sendInvitation(tx, w.t.deps, w.acme.TenantId, UserId));
    const Token = tokenOfLink(await lastLinkTo(w.t.database.db, 'ivy@acme.test'));
    const signUp = () => w.t.app.inject({ method: 'POST', url: '/api/Auth/SignUp', payload: { Token, Password: 'A new Passw0rd!' } });
    const refused = await signUp();
    expect([refused.statusCode, refused.json().Errors]).toEqual([400, [{ Field: 'Password', Message: passwordSignInClosed('127.0.0.1') }]]);
    // Once the company opens passwords again the same link still works.
    await w.configure({ ClientSecret: undefined, PasswordSignIn: true });
    expect((await signUp()).statusCode).toBe(200);
    await w.configure({ ClientSecret: undefined, PasswordSignIn: false });
  });

  it('opens again when the connection is removed', async () => {
    expect((await w.call(w.tokens.ceo, 'DELETE')).statusCode).toBe(200);
    expect((await login('carl@acme.test')).statusCode).toBe(200);
  });
});

describe('the sign-in rate limit', () => {
  it('holds for the way through the provider as for passwords', async () => {
    const t = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      for (const url of ['/api/Auth/sso/start?domain=acme', '/api/Auth/sso/callback?state=1.x&code=y']) {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
        expect(statuses, url).toEqual([302, 302, 429]);
      }
      const handOver = [];
      for (let i = 0; i < 3; i++) {
        handOver.push((await t.app.inject({ method: 'POST', url: '/api/Auth/sso/session', payload: { Token: '1.nothing' } })).statusCode);
      }
      expect(handOver).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
