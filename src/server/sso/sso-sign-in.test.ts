import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { hashToken } from '../auth';
import { bearer, signIn } from '../testing/test-app';
import { callbackOf, givenSsoWorld, type SsoWorld } from '../testing/sso-world';

// Signing in through the company's provider (issue 32): a real oidc-provider on the loopback, its login form, Trellis's
// callback, and the one-time code the sign-in screen trades for its session.
let w: SsoWorld;
beforeAll(async () => {
  w = await givenSsoWorld();
  await w.configure();
  await w.person('bert@acme.test');
});
afterAll(async () => {
  await w.kit.close();
  await w.t.close();
});

const rows = <T>(query: SQL) => queryRows<T>(w.t.database.db, query);
const auditOf = (action: string) =>
  rows<{ actor_id: number; subject_user_id: number | null; after: Record<string, unknown> }>(
    sql`select actor_id, subject_user_id, "after" from audit_entries where action = ${action} order by id`,
  );
const userOf = async (email: string) =>
  (
    await rows<{ id: number; tenant_id: number; role_name: string; parent_id: number | null; invitation_accepted_at: Date | null }>(
      sql`select id, tenant_id, role_name, parent_id, invitation_accepted_at from users where lower(email) = ${email}`,
    )
  )[0];

describe('starting a sign-in', () => {
  it('redirects to the provider with PKCE, a state naming the company, and a nonce', async () => {
    const { location, cookie } = await w.start();
    const url = new URL(location);
    expect(url.origin).toBe(w.kit.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('trellis');
    expect(q.get('redirect_uri')).toBe(callbackOf('acme'));
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    const state = q.get('state')!;
    expect(state.startsWith(`${w.acme.TenantId}.`)).toBe(true);
    expect(cookie).toBe(`trellis_sso_state=${encodeURIComponent(state)}`);
    const [kept] = await rows<{ state_hash: string; nonce: string }>(
      sql`select state_hash, nonce from sso_sign_ins where tenant_id = ${w.acme.TenantId} order by id desc limit 1`,
    );
    expect(kept).toEqual({ state_hash: hashToken(state), nonce: q.get('nonce') });
  });

  it('sends a company without a connection back to its sign-in screen', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/Auth/sso/start?domain=beta' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/v3/login?sso=unavailable');
  });
});

describe('finishing a sign-in', () => {
  it('links the person of a verified address and answers the session a password sign-in answers', async () => {
    const anna = await w.person('anna@acme.test');
    w.kit.people.set('okta-anna', { email: 'Anna@acme.test', email_verified: true, name: 'Anna A.' });
    const location = await w.signInAs('okta-anna');
    expect(location).toMatch(/^\/v3\/login#sso=\d+\.[\w-]{43}$/);
    const res = await w.handOver(location);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    const password = (
      await w.t.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { userName: 'anna@acme.test', password: 'Sup3r$ecret!', domain: 'acme' },
      })
    ).json();
    expect(Object.keys(session).sort()).toEqual(Object.keys(password).sort());
    expect({ ...session, Token: 'x' }).toEqual({ ...password, Token: 'x' });
    expect(session.Profile.Id).toBe(anna.UserId);
    expect(session.Token).toMatch(new RegExp(`^${w.acme.TenantId}\\.`));
    expect((await w.t.app.inject({ method: 'GET', url: '/api/Auth/relogin', headers: bearer(session.Token) })).statusCode).toBe(200);
    // The code works once.
    expect((await w.handOver(location)).statusCode).toBe(400);
    const [identity] = await rows(sql`select user_id, issuer, subject from sso_identities where subject = 'okta-anna'`);
    expect(identity).toEqual({ user_id: anna.UserId, issuer: w.kit.issuer, subject: 'okta-anna' });
    expect((await auditOf('sso.linked')).at(-1)).toMatchObject({ actor_id: anna.UserId, subject_user_id: anna.UserId });
    expect((await auditOf('sso.signin')).at(-1)!.after).toEqual({ SsoProvider: '127.0.0.1', Email: 'Anna@acme.test' });
  });

  it('finds a linked person by their subject from then on, whatever their address', async () => {
    w.kit.people.set('okta-anna', { email: 'anna.new@elsewhere.test', email_verified: false });
    const res = await w.handOver(await w.signInAs('okta-anna'));
    expect(res.json().Profile.Email).toBe('anna@acme.test');
  });

  it.each([
    ['an unverified address', { email: 'bert@acme.test', email_verified: false }, 'unverified'],
    ['no address', {}, 'unverified'],
    ['an address of another domain', { email: 'bert@beta.test', email_verified: true }, 'other-domain'],
    ['an unknown person while accounts are not created', { email: 'nobody@acme.test', email_verified: true }, 'no-account'],
  ])('refuses %s, and logs it', async (_, claims, reason) => {
    w.kit.people.set(`sub-${reason}`, claims);
    expect(await w.signInAs(`sub-${reason}`)).toBe(`/v3/login?sso=${reason}`);
    expect((await auditOf('sso.refused')).at(-1)!.after).toMatchObject({ Reason: reason });
  });

  it('refuses a deactivated person, as a password sign-in does', async () => {
    const dora = await w.person('dora@acme.test');
    await w.t.database.db.execute(sql`update users set deactivated_at = now() where id = ${dora.UserId}`);
    w.kit.people.set('okta-dora', { email: 'dora@acme.test', email_verified: true });
    expect(await w.signInAs('okta-dora')).toBe('/v3/login?sso=deactivated');
    expect((await auditOf('sso.refused')).at(-1)).toMatchObject({ subject_user_id: dora.UserId, after: { Reason: 'deactivated' } });
  });

  it('creates a new person just in time when the company chose it', async () => {
    await w.configure({ ClientSecret: undefined, CreateAccounts: true });
    w.kit.people.set('okta-nina', { email: 'nina@acme.test', email_verified: true, name: 'Nina Neu' });
    const res = await w.handOver(await w.signInAs('okta-nina'));
    expect(res.statusCode).toBe(200);
    expect(res.json().Profile).toMatchObject({
      Name: 'Nina Neu',
      Email: 'nina@acme.test',
      RoleName: 'contributor',
      ParentId: w.acme.CeoId,
    });
    const nina = await userOf('nina@acme.test');
    expect(nina).toMatchObject({ tenant_id: w.acme.TenantId, role_name: 'contributor', parent_id: w.acme.CeoId });
    expect(nina!.invitation_accepted_at).not.toBeNull();
    expect((await auditOf('sso.created')).at(-1)).toMatchObject({ subject_user_id: nina!.id });
  });

  it('takes the company from the state, never from the token', async () => {
    // Acme's admin claims Beta's domain: a Beta address signing in through Acme becomes an Acme person, Beta's untouched.
    await w.configure({ ClientSecret: undefined, CreateAccounts: true, Domains: ['acme.test', 'beta.test'] });
    w.kit.people.set('okta-beta-ceo', { email: 'ceo@beta.test', email_verified: true });
    const res = await w.handOver(await w.signInAs('okta-beta-ceo'));
    expect(res.json().Tenant.Subdomain).toBe('acme');
    expect(res.json().Profile.Id).not.toBe(w.beta.CeoId);
    const [beta] = await rows(sql`select count(*)::int as n from sso_identities where tenant_id = ${w.beta.TenantId}`);
    expect(beta).toEqual({ n: 0 });
    expect(await signIn(w.t, 'ceo@beta.test', 'beta')).toMatch(new RegExp(`^${w.beta.TenantId}\\.`));
  });
});

describe('the state', () => {
  it('is used once', async () => {
    w.kit.people.set('okta-anna', { email: 'anna@acme.test', email_verified: true });
    const { location, cookie } = await w.start();
    const back = await w.kit.signInAt(location, 'okta-anna');
    expect(String((await w.callback(back, cookie)).headers.location)).toMatch(/#sso=/);
    expect((await w.callback(back, cookie)).headers.location).toBe('/v3/login?sso=expired');
  });

  it('expires after ten minutes', async () => {
    const { location, cookie } = await w.start();
    const back = await w.kit.signInAt(location, 'okta-anna');
    w.t.clock.now = new Date(w.t.clock.now.getTime() + 10 * 60_000 + 1);
    expect((await w.callback(back, cookie)).headers.location).toBe('/v3/login?sso=expired');
  });

  it('must come back to the browser that started it, naming the company it was made for', async () => {
    const { location, cookie } = await w.start();
    const back = await w.kit.signInAt(location, 'okta-anna');
    expect((await w.callback(back, 'trellis_sso_state=someone-elses')).headers.location).toBe('/v3/login?sso=expired');
    const forged = new URL(back);
    const state = forged.searchParams.get('state')!;
    const otherCompany = state.replace(/^\d+\./, `${w.beta.TenantId}.`);
    forged.searchParams.set('state', otherCompany);
    expect((await w.callback(forged, `trellis_sso_state=${encodeURIComponent(otherCompany)}`)).headers.location).toBe(
      '/v3/login?sso=expired',
    );
    // The real state still works once the forgeries failed.
    expect(String((await w.callback(back, cookie)).headers.location)).toMatch(/#sso=/);
  });

  it('comes back with the provider’s refusal as a refused sign-in', async () => {
    const { location, cookie } = await w.start();
    const state = new URL(location).searchParams.get('state')!;
    const back = new URL(
      `${callbackOf('acme')}?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(w.kit.issuer)}`,
    );
    expect((await w.callback(back, cookie)).headers.location).toBe('/v3/login?sso=provider');
    expect((await auditOf('sso.refused')).at(-1)!.after).toMatchObject({ Reason: 'provider' });
  });
});
