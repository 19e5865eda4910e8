import { expect } from 'vitest';
import { bearer, createTestApp, givenTenant, givenUser, signIn, type TestApp } from './test-app';
import { startOidcProvider, type OidcProviderKit } from './oidc-provider-kit';

// Two companies, Acme (acme.test) and Beta (beta.test), and a real OpenID provider on the loopback that Acme signs in
// through (issue 32). The app allows the provider's http:// loopback issuer, as only tests and development may.

export type SsoWorld = Awaited<ReturnType<typeof givenSsoWorld>>;

const PUBLIC_URL = 'http://localhost:3000';
export const callbackOf = (subdomain: string) => `http://${subdomain}.localhost:3000/api/Auth/sso/callback`;

export async function givenSsoWorld() {
  const t: TestApp = await createTestApp({ SSO_LOOPBACK_HTTP_ISSUERS: 'on', PUBLIC_URL });
  const kit: OidcProviderKit = await startOidcProvider({ redirectUris: [callbackOf('acme'), callbackOf('beta')] });
  const acme = await givenTenant(t, 'acme');
  const beta = await givenTenant(t, 'beta');
  const tokens = {
    ceo: await signIn(t, acme.ceoEmail, 'acme'),
    betaCeo: await signIn(t, beta.ceoEmail, 'beta'),
  };
  const settings = (over: Record<string, unknown> = {}) => ({
    Issuer: kit.issuer,
    ClientId: kit.clientId,
    ClientSecret: kit.clientSecret,
    Domains: ['acme.test'],
    PasswordSignIn: true,
    CreateAccounts: false,
    ...over,
  });
  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
    t.app.inject({ method, url: '/api/tenant/sso', headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Saves Acme's connection (as its CEO unless told) and expects it saved. */
  const configure = async (over: Record<string, unknown> = {}, token = tokens.ceo) => {
    const res = await call(token, 'PUT', settings(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };

  /** GET /Auth/sso/start of a company: the provider's address, and the state cookie the browser keeps. */
  const start = async (subdomain = 'acme') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Auth/sso/start?domain=${subdomain}` });
    expect(res.statusCode, res.body).toBe(302);
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
    return { location: String(res.headers.location), cookie };
  };

  /** Trellis's callback as the browser calls it. */
  const callback = (url: URL, cookie: string) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie, host: url.host } });

  /** The whole way: start, sign in at the provider as `sub`, the callback; answers where Trellis sends the browser. */
  const signInAs = async (sub: string, subdomain = 'acme') => {
    const { location, cookie } = await start(subdomain);
    const back = await kit.signInAt(location, sub);
    const res = await callback(back, cookie);
    expect(res.statusCode, res.body).toBe(302);
    return String(res.headers.location);
  };

  /** The session the sign-in screen gets for the callback's one-time code. */
  const handOver = (location: string) => {
    const code = decodeURIComponent(/#sso=(.+)$/.exec(location)?.[1] ?? '');
    return t.app.inject({ method: 'POST', url: '/api/Auth/sso/session', payload: { Token: code } });
  };

  const person = (email: string, role: 'contributor' | 'manager' = 'contributor', isOrgAdmin = false) =>
    givenUser(t, acme.TenantId, { name: email.split('@')[0]!, email, role, password: 'Sup3r$ecret!', isOrgAdmin });

  return { t, kit, acme, beta, tokens, settings, call, configure, start, callback, signInAs, handOver, person };
}
