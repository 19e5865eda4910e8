import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { findDescendantIds, findIsBelow } from './queries';
import { bearer, createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/hierarchy', () => {
  it('lists everyone below and the peers who share the manager', async () => {
    const acme = await givenTenant(t, 'acme');
    const add = (name: string, role: 'manager' | 'contributor', managerEmail?: string) =>
      givenUser(t, acme.TenantId, { name, email: `${name}@acme.test`, password: PASSWORD, role, managerEmail });
    const vp = await add('vp', 'manager');
    const lead = await add('lead', 'manager', 'vp@acme.test');
    const dev1 = await add('dev1', 'contributor', 'lead@acme.test');
    const dev2 = await add('dev2', 'contributor', 'lead@acme.test');
    const sales = await add('sales', 'manager');

    const ceo = await t.app.inject({ url: '/api/user/hierarchy', headers: bearer(await signIn(t, acme.ceoEmail, 'acme')) });
    expect(ceo.json()).toEqual({ Descendants: [vp.UserId, lead.UserId, dev1.UserId, dev2.UserId, sales.UserId], Peers: [] });

    const vpView = await t.app.inject({ url: '/api/user/hierarchy', headers: bearer(await signIn(t, 'vp@acme.test', 'acme')) });
    expect(vpView.json()).toEqual({ Descendants: [lead.UserId, dev1.UserId, dev2.UserId], Peers: [sales.UserId] });

    const devView = await t.app.inject({ url: '/api/user/hierarchy', headers: bearer(await signIn(t, 'dev1@acme.test', 'acme')) });
    expect(devView.json()).toEqual({ Descendants: [], Peers: [dev2.UserId] });

    // The walk up from one person (isBelow) agrees with the walk down (descendantsOf) for every pair.
    const everyone = [acme.CeoId, vp.UserId, lead.UserId, dev1.UserId, dev2.UserId, sales.UserId];
    await withTenant(t.database.db, acme.TenantId, async (tx) => {
      for (const above of everyone) {
        const below = await findDescendantIds(tx, acme.TenantId, above);
        for (const person of everyone) {
          expect(await findIsBelow(tx, acme.TenantId, person, above), `${person} below ${above}`).toBe(below.includes(person));
        }
      }
    });
    expect(await withTenant(t.database.db, acme.TenantId, (tx) => findIsBelow(tx, acme.TenantId, dev1.UserId, acme.CeoId))).toBe(true);
  });
});
