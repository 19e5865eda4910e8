import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { signIn } from '../testing/test-app';
import { callbackOf, givenSsoWorld, type SsoWorld } from '../testing/sso-world';
import { loadConfig } from '../config';
import { NO_DISCOVERY, ISSUER_UNREACHABLE, discover, DiscoveryError, otherIssuer } from './oidc';
import { ISSUER_HTTPS } from '../../contract/sso';
import { SECRET_REQUIRED } from './connection';

// PUT/GET/DELETE /api/tenant/sso (issue 32): saving runs discovery at a real provider on the loopback.
let w: SsoWorld;
beforeAll(async () => {
  w = await givenSsoWorld();
});
afterAll(async () => {
  await w.kit.close();
  await w.t.close();
});

const auditOf = (action: string) =>
  queryRows<{ after: Record<string, unknown> }>(
    w.t.database.db,
    sql`select "after" from audit_entries where tenant_id = ${w.acme.TenantId} and action = ${action} order by id`,
  );

describe('the company’s OpenID connection', () => {
  it('answers the callback address to register before anything is set', async () => {
    const res = await w.call(w.tokens.ceo, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Issuer: null,
      ClientId: null,
      HasSecret: false,
      Domains: [],
      PasswordSignIn: true,
      CreateAccounts: false,
      ProviderName: null,
      CallbackUrl: callbackOf('acme'),
    });
  });

  it('needs a client secret the first time', async () => {
    const res = await w.call(w.tokens.ceo, 'PUT', w.settings({ ClientSecret: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'ClientSecret', Message: SECRET_REQUIRED }]);
  });

  it('says under the issuer why discovery failed', async () => {
    const nothing = await w.call(w.tokens.ceo, 'PUT', w.settings({ Issuer: `${w.kit.issuer}/nothing-here` }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().Errors).toEqual([{ Field: 'Issuer', Message: NO_DISCOVERY }]);
    const closed = await w.call(w.tokens.ceo, 'PUT', w.settings({ Issuer: 'http://127.0.0.1:9' }));
    expect(closed.json().Errors).toEqual([{ Field: 'Issuer', Message: ISSUER_UNREACHABLE }]);
    const other = await w.call(w.tokens.ceo, 'PUT', w.settings({ Issuer: w.kit.issuer.replace('127.0.0.1', 'localhost') }));
    expect(other.json().Errors).toEqual([{ Field: 'Issuer', Message: otherIssuer(w.kit.issuer) }]);
    const domains = await w.call(w.tokens.ceo, 'PUT', w.settings({ Domains: ['acme'] }));
    expect(domains.statusCode).toBe(400);
    expect(domains.json().Errors[0].Field).toBe('Domains.0');
  });

  it('saves after discovery, seals the secret and never answers it', async () => {
    const saved = await w.configure({ Domains: [' @ACME.test', 'acme.test', 'acme-labs.test'] });
    expect(saved).toEqual({
      Issuer: w.kit.issuer,
      ClientId: 'trellis',
      HasSecret: true,
      Domains: ['acme.test', 'acme-labs.test'],
      PasswordSignIn: true,
      CreateAccounts: false,
      ProviderName: '127.0.0.1',
      CallbackUrl: callbackOf('acme'),
    });
    const read = await w.call(w.tokens.ceo, 'GET');
    expect(read.body).not.toContain(w.kit.clientSecret);
    expect(read.json()).toEqual(saved);
    const [row] = await queryRows<{ box: string }>(
      w.t.database.db,
      sql`select client_secret_encrypted as box from sso_connections where tenant_id = ${w.acme.TenantId}`,
    );
    expect(row!.box).toMatch(/^v1\./);
    expect(row!.box).not.toContain(w.kit.clientSecret);
    const [entry] = await auditOf('company.settings');
    expect(entry!.after).toMatchObject({ SsoIssuer: w.kit.issuer, SsoSecret: 'new secret', SsoDomains: 'acme.test, acme-labs.test' });
  });

  it('keeps the stored secret for the same issuer and client, and asks again for another client', async () => {
    expect((await w.configure({ ClientSecret: undefined, CreateAccounts: true })).CreateAccounts).toBe(true);
    const other = await w.call(w.tokens.ceo, 'PUT', w.settings({ ClientSecret: undefined, ClientId: 'another' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().Errors[0].Field).toBe('ClientSecret');
  });

  it('lets org admins change it, refuses everyone else, and shows each company only its own', async () => {
    await w.person('olga@acme.test', 'manager', true);
    await w.person('carl@acme.test');
    const olga = await signIn(w.t, 'olga@acme.test', 'acme');
    const carl = await signIn(w.t, 'carl@acme.test', 'acme');
    expect((await w.call(olga, 'GET')).json().Issuer).toBe(w.kit.issuer);
    expect((await w.call(olga, 'PUT', w.settings())).statusCode).toBe(200);
    expect((await w.call(carl, 'GET')).statusCode).toBe(404);
    expect((await w.call(carl, 'PUT', w.settings())).statusCode).toBe(403);
    expect((await w.call(carl, 'DELETE')).statusCode).toBe(403);
    const beta = await w.call(w.tokens.betaCeo, 'GET');
    expect(beta.json()).toMatchObject({ Issuer: null, CallbackUrl: callbackOf('beta') });
    expect((await w.call(w.tokens.betaCeo, 'DELETE')).statusCode).toBe(200);
    expect((await w.call(w.tokens.ceo, 'GET')).json().Issuer).toBe(w.kit.issuer);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/tenant/sso' })).statusCode).toBe(401);
  });

  it('tells the sign-in screen the provider’s name, and removes the connection', async () => {
    const provider = () => w.t.app.inject({ method: 'GET', url: '/api/Auth/sso/provider?domain=acme' });
    expect((await provider()).json()).toEqual({ Provider: { Name: '127.0.0.1', PasswordSignIn: true } });
    const beta = await w.t.app.inject({ method: 'GET', url: '/api/Auth/sso/provider', headers: { host: 'beta.localhost:3000' } });
    expect(beta.json()).toEqual({ Provider: null });
    const removed = await w.call(w.tokens.ceo, 'DELETE');
    expect(removed.json()).toMatchObject({ Issuer: null, HasSecret: false });
    expect((await provider()).json()).toEqual({ Provider: null });
    expect((await auditOf('company.settings')).at(-1)!.after).toMatchObject({ SsoIssuer: null, SsoSecret: 'none' });
  });
});

describe('http:// issuers', () => {
  it('are refused unless the operator allows them, and then only on the loopback', async () => {
    const settings = { issuer: w.kit.issuer, clientId: w.kit.clientId, clientSecret: w.kit.clientSecret };
    const off = loadConfig({});
    await expect(discover(off, settings)).rejects.toEqual(new DiscoveryError(ISSUER_HTTPS));
    const on = loadConfig({ SSO_LOOPBACK_HTTP_ISSUERS: 'on' });
    await expect(discover(on, { ...settings, issuer: 'http://idp.example.com' })).rejects.toEqual(new DiscoveryError(ISSUER_HTTPS));
    expect((await discover(on, settings)).serverMetadata().issuer).toBe(w.kit.issuer);
  });
});
