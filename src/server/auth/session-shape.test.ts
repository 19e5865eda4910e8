import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants, users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { PASSWORD, bearer, createTestApp, givenTenant, givenUser, type TestApp } from '../testing/test-app';
import { lastLinkTo, tokenOfLink } from '../testing/outbox';
import { sendInvitation } from './invitations';

// Every field the two spec documents name for the session (spec 000 §3 'Session', spec 001 §3 'Session'), read
// from each call that answers one: a client written from either list finds what it reads.
const PROFILE_FIELDS = [
  'Id',
  'Name',
  'Email',
  'EmailActivatedAt',
  'Disc',
  'RoleName',
  'IsOrgAdmin',
  'IsHrAdmin',
  'JobTitle',
  'OrgUnit',
  'PhoneNumber',
  'LinkedinUrl',
  'Biography',
  'TimeZone',
  'Avatar',
  'DeactivatedAt',
  'ParentId',
];
const TENANT_FIELDS = ['Id', 'Name', 'Subdomain', 'GoalType', 'EmployeeNotesEnabled', 'StrategyEnabled'];
const PERIOD_FIELDS = ['Id', 'Quarter', 'StartDate', 'WeekId', 'WeekStartDate', 'WeekEndDate'];

let t: TestApp;
let acme: Awaited<ReturnType<typeof givenTenant>>;
let userId: number;
const LOGO = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  acme = await givenTenant(t, 'acme', { effectiveDate: '2026-01-01' });
  const db = t.database.db;
  await withTenant(db, acme.TenantId, (tx) =>
    tx.update(tenants).set({ primaryColor: '1F6FEB', useLightTextOnPrimary: true, logo: LOGO, logoType: 'image/png' }),
  );
  ({ UserId: userId } = await givenUser(t, acme.TenantId, { name: 'Ivy New', email: 'ivy@acme.test', role: 'contributor' }, acme.CeoId));
  await withTenant(db, acme.TenantId, (tx) =>
    tx.update(users).set({ disc: 'DI', orgUnit: 'Sales', jobTitle: 'Account lead' }).where(eq(users.id, userId)),
  );
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function signUpIvy() {
  await withTenant(t.database.db, acme.TenantId, (tx) => sendInvitation(tx, t.deps, acme.TenantId, userId));
  const Token = tokenOfLink(await lastLinkTo(t.database.db, 'ivy@acme.test'));
  return post('/api/Auth/SignUp', { Token, Password: 'New#Pass2026' });
}

// SignUp first: it sets Ivy's password, which the other two then use.
const CALLS = [
  ['POST /api/Auth/SignUp', signUpIvy],
  ['POST /api/Auth/Login', () => post('/api/Auth/Login', { userName: 'ivy@acme.test', password: 'New#Pass2026', domain: 'acme' })],
  [
    'GET /api/Auth/relogin',
    async () => {
      const login = await post('/api/Auth/Login', { userName: 'ivy@acme.test', password: 'New#Pass2026', domain: 'acme' });
      return t.app.inject({ method: 'GET', url: '/api/Auth/relogin', headers: bearer(login.json().Token) });
    },
  ],
] as const;

describe('the session as the spec names it', () => {
  it.each(CALLS)('%s answers IsLoggedIn, every named Profile, Tenant and Period field, and the Style', async (_call, answer) => {
    const res = await answer();
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.IsLoggedIn).toBe(true);
    expect(s.Token).toMatch(/^[1-9][0-9]*\.[A-Za-z0-9_-]{43}$/);
    for (const field of PROFILE_FIELDS) expect(s.Profile, `Profile.${field}`).toHaveProperty(field);
    for (const field of TENANT_FIELDS) expect(s.Tenant, `Tenant.${field}`).toHaveProperty(field);
    for (const field of PERIOD_FIELDS) expect(s.Period, `Period.${field}`).toHaveProperty(field);
    expect(s.Profile).toMatchObject({
      Id: userId,
      Name: 'Ivy New',
      Email: 'ivy@acme.test',
      Disc: 'DI',
      RoleName: 'contributor',
      OrgUnit: 'Sales',
      JobTitle: 'Account lead',
      ParentId: acme.CeoId,
      DeactivatedAt: null,
      EmailActivatedAt: expect.any(String),
    });
    expect(s.Tenant).toMatchObject({ Id: acme.TenantId, Name: 'acme Inc', Subdomain: 'acme', GoalType: 'OKR', StrategyEnabled: true });
    expect(s.Period).toMatchObject({ Quarter: 2, StartDate: '2026-04-01', WeekStartDate: expect.any(String), WeekId: expect.any(Number) });
    expect(s.Style).toEqual({ PrimaryColor: '1F6FEB', UseLightTextOnPrimary: true, Logo: '/api/tenant/getLogo', SquareLogo: null });
    // Today's colour fields stay beside it, and agree.
    expect(s.Tenant).toMatchObject({ PrimaryColor: '1F6FEB', UseLightTextOnPrimary: true, HasLogo: true });
  });

  it('serves the logo at the address the Style names', async () => {
    const login = await post('/api/Auth/Login', { userName: acme.ceoEmail, password: PASSWORD, domain: 'acme' });
    const logo = await t.app.inject({ method: 'GET', url: login.json().Style.Logo, headers: bearer(login.json().Token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().data).toBe(`data:image/png;base64,${LOGO.toString('base64')}`);
  });
});
