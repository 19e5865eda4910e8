import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants, users } from '../db/schema';
import { bearer, createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof givenTenant>>;
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  acme = await givenTenant(t, 'acme');
  await givenTenant(t, 'globex');
  await t.database.db
    .update(tenants)
    .set({
      primaryColor: '1A7F37',
      logo: PNG,
      logoType: 'image/png',
      logoWidth: 120,
      logoHeight: 40,
      helpLink: 'https://help.acme.test',
      supportEmail: 'it@acme.test',
    })
    .where(eq(tenants.id, acme.TenantId));
});
afterAll(() => t.close());

describe('GET /api/Auth/tenant/{subdomain}', () => {
  it('serves the sign-in branding', async () => {
    const res = await t.app.inject({ url: '/api/Auth/tenant/ACME' });
    expect(res.json()).toEqual({
      Name: 'acme Inc',
      Subdomain: 'acme',
      PrimaryColor: '1A7F37',
      UseLightTextOnPrimary: false,
      Logo: `data:image/png;base64,${PNG.toString('base64')}`,
      SupportEmail: 'it@acme.test',
    });
  });

  it('answers 404 for an unknown company', async () => {
    const res = await t.app.inject({ url: '/api/Auth/tenant/nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'No company uses this address.' });
  });

  it('finds the tenant of the host, else the default tenant', async () => {
    expect((await t.app.inject({ url: '/api/Auth/tenant', headers: { host: 'globex.localhost:3000' } })).json().Subdomain).toBe('globex');
    expect((await t.app.inject({ url: '/api/Auth/tenant', headers: { host: 'localhost:3000' } })).statusCode).toBe(404); // no 'demo' here
  });
});

describe('signed-in tenant calls', () => {
  it('serves the logo with its size', async () => {
    const token = await signIn(t, acme.ceoEmail, 'acme');
    const res = await t.app.inject({ url: '/api/tenant/getLogo', headers: bearer(token) });
    expect(res.json()).toEqual({ data: `data:image/png;base64,${PNG.toString('base64')}`, width: 120, height: 40 });
  });

  it('lists the help contacts by admin type, active users only, each with their photo', async () => {
    const olga = await givenUser(t, acme.TenantId, {
      name: 'Olga Org',
      email: 'olga@acme.test',
      password: PASSWORD,
      role: 'manager',
      isOrgAdmin: true,
      isHrAdmin: true,
    });
    await givenUser(t, acme.TenantId, {
      name: 'Gus Goal',
      email: 'gus@acme.test',
      password: PASSWORD,
      role: 'manager',
      isGoalManager: true,
    });
    await givenUser(t, acme.TenantId, {
      name: 'Ann Admin',
      email: 'ann@acme.test',
      password: PASSWORD,
      role: 'contributor',
      isGoalAdmin: true,
    });
    await t.database.db.update(users).set({ avatarKey: 'olga-photo-1' }).where(eq(users.email, 'olga@acme.test'));
    const token = await signIn(t, 'gus@acme.test', 'acme');
    const res = await t.app.inject({ url: '/api/tenant/help', headers: bearer(token) });
    const body = res.json();
    expect(body.helplink).toBe('https://help.acme.test');
    expect(body.users.OrgAdmins.map((u: { Name: string }) => u.Name)).toEqual(['Olga Org']);
    expect(body.users.HrAdmins.map((u: { Name: string }) => u.Name)).toEqual(['Olga Org']);
    expect(body.users.GoalAdmins.map((u: { Name: string }) => u.Name)).toEqual(['Ann Admin']);
    expect(body.users.GoalManagers[0]).toMatchObject({ Name: 'Gus Goal', Email: 'gus@acme.test', Avatar: null });
    expect(body.users.OrgAdmins[0].Avatar).toBe(`/api/profile/avatar/${olga.UserId}?v=olga-photo-1`);
  });
});
