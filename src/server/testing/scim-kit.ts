import type { InjectOptions } from 'fastify';
import { createTestApp, givenTenant, givenUser, type TestApp } from './test-app';
import { givenGoalOrg, periodIdsOf } from './goal-org';
import { buildGoal } from './goal-rows';
import { withTenant } from '../db/tenant-context';

export const SCIM_TYPE = 'application/scim+json';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/**
 * Two companies for SCIM tests: acme (the goal org: CEO, Vic and Mia managers, Cal and Dee under Mia; Cal owns a goal
 * of the quarter) and beta (its CEO and Bea). Each company's CEO makes tokens through the drawer's call.
 */
export async function givenScimWorld(env: Record<string, string> = {}) {
  const t: TestApp = await createTestApp(env);
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const acme = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  const { current } = await periodIdsOf(t, acme);
  const calGoal = await withTenant(t.database.db, acme.tenant.TenantId, (tx) =>
    buildGoal(tx, {
      tenantId: acme.tenant.TenantId,
      ownerId: acme.ids.cal,
      periodId: current,
      title: 'Ship the catalogue',
      state: 'approved',
    }),
  );
  const beta = await givenTenant(t, 'beta');
  const bea = (await givenUser(t, beta.TenantId, { name: 'Bea Beta', email: 'bea@beta.test', role: 'contributor' })).UserId;

  /** A new token of acme (or of beta, signed in as its CEO), as the drawer makes it. */
  const newToken = async (Name: string, headers: Record<string, string> | Promise<Record<string, string>> = acme.as('ceo')) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tenant/scim/tokens', headers: await headers, payload: { Name } });
    if (res.statusCode !== 200) throw new Error(`token not made: ${res.statusCode} ${res.body}`);
    return res.json() as { Id: number; Name: string; Token: string; BaseUrl: string };
  };

  /** A SCIM call as a provider sends it: bearer token, application/scim+json. */
  const scim = (token: string, method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: SCIM_TYPE,
        ...(body === undefined ? {} : { 'content-type': SCIM_TYPE }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  return { t, acme, beta, bea, calGoal, newToken, scim };
}

export type ScimWorld = Awaited<ReturnType<typeof givenScimWorld>>;

/** GET /Users?filter=userName eq "…" as both providers look a person up. */
export const byUserName = (userName: string) => `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;
