import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scimTokens } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { hashToken } from '../auth';
import type { AuditPage } from '../../contract/audit';
import { bearer, signIn } from '../testing/test-app';
import { byUserName, ENTERPRISE, givenScimWorld, SCIM_TYPE, type ScimWorld } from '../testing/scim-kit';

// The company's SCIM tokens: made, listed and revoked by the CEO and org admins, kept hashed, each naming its company
// whatever the host; SCIM's error format, paging and the rate limit per token.
const RATE_LIMIT = 25;
let s: ScimWorld;
let okta: { Id: number; Token: string; BaseUrl: string };
beforeAll(async () => {
  s = await givenScimWorld({ SCIM_RATE_LIMIT: String(RATE_LIMIT) });
  okta = await s.newToken('Okta');
});
afterAll(() => s.t.close());

const tokens = async (who: 'ceo' | 'cal' = 'ceo') => s.t.app.inject({ url: '/api/tenant/scim/tokens', headers: await s.acme.as(who) });
const auditOf = async (action: string): Promise<AuditPage> =>
  (await s.t.app.inject({ url: `/api/audit?Action=${action}`, headers: await s.acme.as('ceo') })).json();

describe('a company’s tokens', () => {
  it('shows a token once, with the base URL, and keeps only its hash', async () => {
    expect(okta.Token).toMatch(new RegExp(`^${s.acme.tenant.TenantId}\\.[A-Za-z0-9_-]{43}$`));
    expect(okta.BaseUrl).toBe('http://localhost:80/scim/v2');
    const list = (await tokens()).json();
    expect(list).toEqual({
      data: [
        { Id: okta.Id, Name: 'Okta', CreatedAt: expect.any(String), CreatedBy: { Id: s.acme.ids.ceo, Name: 'acme CEO' }, LastUsedAt: null },
      ],
      count: 1,
      BaseUrl: 'http://localhost:80/scim/v2',
    });
    expect(JSON.stringify(list)).not.toContain(okta.Token.split('.')[1]);
    const stored = await withTenant(s.t.database.db, s.acme.tenant.TenantId, (tx) =>
      tx.select({ tokenHash: scimTokens.tokenHash }).from(scimTokens).where(eq(scimTokens.tenantId, s.acme.tenant.TenantId)),
    );
    expect(stored).toEqual([{ tokenHash: hashToken(okta.Token) }]);
    const entries = await auditOf('scim.token');
    expect(entries.data[0]).toMatchObject({ Actor: { Id: s.acme.ids.ceo }, Before: { ScimToken: null }, After: { ScimToken: 'Okta' } });
  });

  it('notes when a provider last called', async () => {
    await s.scim(okta.Token, 'GET', '/ServiceProviderConfig');
    expect((await tokens()).json().data[0].LastUsedAt).toBe(s.t.clock.now.toISOString());
  });

  it('is for the CEO and org admins only: others read nothing (404) and make nothing (403)', async () => {
    expect((await tokens('cal')).statusCode).toBe(404);
    const made = await s.t.app.inject({
      method: 'POST',
      url: '/api/tenant/scim/tokens',
      headers: await s.acme.as('cal'),
      payload: { Name: 'Mine' },
    });
    expect(made.statusCode).toBe(403);
    const revoked = await s.t.app.inject({ method: 'DELETE', url: `/api/tenant/scim/tokens/${okta.Id}`, headers: await s.acme.as('cal') });
    expect(revoked.statusCode).toBe(403);
    const unnamed = await s.t.app.inject({
      method: 'POST',
      url: '/api/tenant/scim/tokens',
      headers: await s.acme.as('ceo'),
      payload: { Name: ' ' },
    });
    expect(unnamed.json()).toMatchObject({ Errors: [{ Field: 'Name', Message: 'Name the token, e.g. after the provider that uses it.' }] });
  });

  it('refuses a revoked token at once (401, in SCIM’s format) and audits the revocation', async () => {
    const spare = await s.newToken('Spare');
    expect((await s.scim(spare.Token, 'GET', '/Users?count=1')).statusCode).toBe(200);
    const res = await s.t.app.inject({ method: 'DELETE', url: `/api/tenant/scim/tokens/${spare.Id}`, headers: await s.acme.as('ceo') });
    expect(res.json()).toEqual({ Message: 'The token Spare has been revoked.' });
    const refused = await s.scim(spare.Token, 'GET', '/Users?count=1');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain(SCIM_TYPE);
    expect(refused.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '401',
      detail: 'A valid SCIM bearer token is required.',
    });
    expect((await tokens()).json().data.map((t: { Name: string }) => t.Name)).toEqual(['Okta']);
    expect((await auditOf('scim.token')).data[0]).toMatchObject({ Before: { ScimToken: 'Spare' }, After: { ScimToken: null } });
    const again = await s.t.app.inject({ method: 'DELETE', url: `/api/tenant/scim/tokens/${spare.Id}`, headers: await s.acme.as('ceo') });
    expect(again.statusCode).toBe(404);
  });

  it('works only while its creator is a CEO or org admin', async () => {
    const roles = (IsOrgAdmin: boolean) => ({
      RoleName: 'manager',
      IsOrgAdmin,
      IsGoalAdmin: false,
      IsHrAdmin: false,
      IsGoalManager: false,
    });
    const setVic = async (IsOrgAdmin: boolean) => {
      const res = await s.t.app.inject({
        method: 'PUT',
        url: `/api/profile/Roles/${s.acme.ids.vic}`,
        headers: await s.acme.as('ceo'),
        payload: roles(IsOrgAdmin),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setVic(true);
    const vics = await s.newToken('Vic’s', signIn(s.t, 'vic@acme.test', 'acme').then(bearer));
    expect((await s.scim(vics.Token, 'GET', '/Users?count=1')).statusCode).toBe(200);
    await setVic(false);
    expect((await s.scim(vics.Token, 'GET', '/Users?count=1')).statusCode).toBe(401);
  });

  it.each([
    ['no token', undefined],
    ['a session token', 'session'],
    ['a made-up token', `${1}.${'x'.repeat(43)}`],
  ])('refuses %s', async (_, kind) => {
    const token = kind === 'session' ? await signIn(s.t, s.acme.tenant.ceoEmail, 'acme') : kind;
    const res = await s.t.app.inject({ url: '/scim/v2/Users', headers: token ? bearer(token) : {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('one company’s token and another’s people', () => {
  it('never sees or changes them, whatever the host or the ids', async () => {
    const bea = String(s.bea);
    expect((await s.scim(okta.Token, 'GET', `/Users/${bea}`)).statusCode).toBe(404);
    const patched = await s.scim(okta.Token, 'PATCH', `/Users/${bea}`, { Operations: [{ op: 'replace', value: { active: false } }] });
    expect(patched.statusCode).toBe(404);
    expect((await s.scim(okta.Token, 'DELETE', `/Users/${bea}`)).statusCode).toBe(404);
    expect((await s.scim(okta.Token, 'GET', byUserName('bea@beta.test'), undefined, { host: 'beta.localhost' })).json().totalResults).toBe(
      0,
    );
    const listed = (await s.scim(okta.Token, 'GET', '/Users?count=200', undefined, { host: 'beta.localhost' })).json();
    expect(listed.Resources.map((r: { userName: string }) => r.userName)).not.toContain('bea@beta.test');
    expect(listed.totalResults).toBe(8);
    // acme's secret under beta's id is no token of beta's.
    const forged = `${s.beta.TenantId}.${okta.Token.split('.')[1]}`;
    expect((await s.scim(forged, 'GET', `/Users/${bea}`)).statusCode).toBe(401);
    // Beta's own token sees Bea, still active.
    const betaToken = (await s.newToken('Beta Okta', signIn(s.t, s.beta.ceoEmail, 'beta').then(bearer))).Token;
    expect((await s.scim(betaToken, 'GET', `/Users/${bea}`)).json()).toMatchObject({ userName: 'bea@beta.test', active: true });
    expect((await s.scim(betaToken, 'GET', `/Users/${s.acme.ids.cal}`)).statusCode).toBe(404);
  });
});

describe('SCIM’s answers', () => {
  it('pages the people by startIndex and count', async () => {
    const first = (await s.scim(okta.Token, 'GET', '/Users?startIndex=1&count=3')).json();
    const second = (await s.scim(okta.Token, 'GET', '/Users?startIndex=4&count=3')).json();
    expect([first.totalResults, first.startIndex, first.itemsPerPage]).toEqual([8, 1, 3]);
    expect([second.startIndex, second.itemsPerPage]).toEqual([4, 3]);
    const ids = [...first.Resources, ...second.Resources].map((r: { id: string }) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
    expect((await s.scim(okta.Token, 'GET', '/Users?startIndex=8&count=3')).json().itemsPerPage).toBe(1);
  });

  it('refuses a duplicate userName as 409 uniqueness, in any case', async () => {
    const res = await s.scim(okta.Token, 'POST', '/Users', { userName: 'CAL@acme.test', name: { givenName: 'Cal', familyName: 'Two' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'Another person of this company has the userName CAL@acme.test.',
    });
  });

  it.each<[string, string, string, unknown, number, string]>([
    [
      'a filter it does not support',
      'GET',
      `/Users?filter=${encodeURIComponent('name.familyName co "a"')}`,
      undefined,
      400,
      'invalidFilter',
    ],
    ['a userName that is no email', 'POST', '/Users', { userName: 'not-an-email' }, 400, 'invalidValue'],
    ['a body without a userName', 'POST', '/Users', { displayName: 'X' }, 400, 'invalidSyntax'],
    ['a changed userName', 'PUT', '/Users/CAL', { userName: 'someone.else@acme.test' }, 400, 'mutability'],
    ['an unknown PATCH operation', 'PATCH', '/Users/CAL', { Operations: [{ op: 'copy', path: 'title' }] }, 400, 'invalidSyntax'],
  ])('refuses %s in SCIM’s format', async (_, method, url, body, status, scimType) => {
    const res = await s.scim(okta.Token, method as 'GET', url.replace('CAL', String(s.acme.ids.cal)), body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(status), scimType });
  });

  it('answers a user it does not have, or an address it does not know, with 404', async () => {
    expect((await s.scim(okta.Token, 'GET', '/Users/999999')).json()).toMatchObject({ status: '404', detail: 'No such user.' });
    expect((await s.scim(okta.Token, 'GET', '/Users/abc')).statusCode).toBe(404);
    expect((await s.scim(okta.Token, 'GET', '/Groups')).json()).toMatchObject({ status: '404' });
  });

  it('describes itself: the service, its resource type and schemas', async () => {
    const config = (await s.scim(okta.Token, 'GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, filter: { supported: true, maxResults: 200 } });
    const types = (await s.scim(okta.Token, 'GET', '/ResourceTypes')).json();
    expect(types.Resources).toMatchObject([{ id: 'User', endpoint: '/Users', schemaExtensions: [{ schema: ENTERPRISE }] }]);
    const schemas = (await s.scim(okta.Token, 'GET', '/Schemas')).json();
    expect(schemas.Resources.map((r: { id: string }) => r.id)).toEqual(['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE]);
  });

  it('audits each change with the token’s name, not a look-up', async () => {
    const before = (await auditOf('scim.user')).count;
    await s.scim(okta.Token, 'GET', byUserName('cal@acme.test'));
    await s.scim(okta.Token, 'PATCH', `/Users/${s.acme.ids.cal}`, { Operations: [{ op: 'replace', path: 'title', value: 'Buyer' }] });
    const entries = await auditOf('scim.user');
    expect(entries.count).toBe(before + 1);
    expect(entries.data[0]).toMatchObject({
      Actor: { Id: s.acme.ids.ceo },
      Subject: { Id: s.acme.ids.cal },
      Before: { Title: null },
      After: { Title: 'Buyer', ScimToken: 'Okta' },
    });
  });

  it('limits the calls a minute per token, with Retry-After', async () => {
    const busy = await s.newToken('Busy');
    for (let i = 0; i < RATE_LIMIT; i++) expect((await s.scim(busy.Token, 'GET', '/ResourceTypes')).statusCode).toBe(200);
    const throttled = await s.scim(busy.Token, 'GET', '/ResourceTypes');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json()).toMatchObject({ status: '429' });
    // Another token of the same company is not held up.
    expect((await s.scim(okta.Token, 'GET', '/ResourceTypes')).statusCode).toBe(200);
  });
});
