import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';
import { multipart } from '../testing/people-world';

let t: TestApp;
let ceo: Record<string, string>;
let admin: Record<string, string>;
let outsider: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await givenTenant(t, 'acme');
  await givenUser(t, acme.TenantId, { name: 'Olga', email: 'olga@acme.test', password: PASSWORD, role: 'manager', isOrgAdmin: true });
  ceo = bearer(await signIn(t, acme.ceoEmail, 'acme'));
  admin = bearer(await signIn(t, 'olga@acme.test', 'acme'));
  const globex = await givenTenant(t, 'globex');
  outsider = bearer(await signIn(t, globex.ceoEmail, 'globex'));
});
afterAll(() => t.close());

const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Profile/EditTenant', headers, payload });
const logo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } })
    .png()
    .withMetadata()
    .toBuffer();
const uploadLogo = (headers: Record<string, string>, kind: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: `/api/tenant/${kind}`, headers: { ...headers, ...body.headers }, payload: body.payload });

describe('company info', () => {
  it('shows everyone the company and lets only the CEO edit it', async () => {
    const before = (await t.app.inject({ url: '/api/tenant/company', headers: admin })).json();
    expect(before).toMatchObject({
      Name: 'acme Inc',
      Subdomain: 'acme',
      Url: null,
      TimeZone: 'Central Time (US & Canada)',
      PrimaryColor: 'E3AB24',
      HasLogo: false,
      CanEdit: false,
    });
    expect((await edit(admin, { Name: 'Acme', Url: null, TimeZone: 'London' })).statusCode).toBe(403);
    const res = await edit(ceo, { Name: ' Acme Corp ', Url: 'https://acme.example', TimeZone: 'London' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Name: 'Acme Corp', Url: 'https://acme.example', TimeZone: 'London', CanEdit: true });
    // The session's tenant follows.
    expect((await t.app.inject({ url: '/api/Auth/relogin', headers: admin })).json().Tenant).toMatchObject({
      Name: 'Acme Corp',
      TimeZone: 'London',
    });
    expect((await t.app.inject({ url: '/api/tenant/company', headers: outsider })).json().Name).toBe('globex Inc');
  });

  it.each([
    ['Name', { Name: '' }, 'Please input your full name!'],
    ['Name', { Name: 'n'.repeat(256) }, 'Must be at most 255 characters.'],
    ['Url', { Url: 'u'.repeat(256) }, 'Must be at most 255 characters.'],
    ['TimeZone', { TimeZone: 'Atlantis' }, 'Unknown time zone.'],
  ])('refuses a bad %s', async (field, over, message) => {
    const res = await edit(ceo, { Name: 'Acme', Url: null, TimeZone: 'London', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: field, Message: message });
  });
});

describe('branding', () => {
  it('sets the primary colour and light text, shown on the sign-in screen', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/branding',
      headers: ceo,
      payload: { PrimaryColor: '#1a7f37', UseLightTextOnPrimary: true },
    });
    expect(res.json()).toMatchObject({ PrimaryColor: '1A7F37', UseLightTextOnPrimary: true });
    expect((await t.app.inject({ url: '/api/Auth/tenant/acme' })).json()).toMatchObject({
      PrimaryColor: '1A7F37',
      UseLightTextOnPrimary: true,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/branding',
      headers: ceo,
      payload: { PrimaryColor: 'red', UseLightTextOnPrimary: true },
    });
    expect(bad.json().Errors[0]).toEqual({ Field: 'PrimaryColor', Message: 'Enter a colour as six hex digits, e.g. E3AB24.' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/tenant/branding',
          headers: admin,
          payload: { PrimaryColor: '000000', UseLightTextOnPrimary: false },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('stores the logos scaled down, for the sign-in screen and the header', async () => {
    const res = await uploadLogo(ceo, 'logo', multipart(await logo(1200, 300)));
    expect(res.statusCode).toBe(200);
    expect(res.json().HasLogo).toBe(true);
    const served = (await t.app.inject({ url: '/api/tenant/getLogo', headers: admin })).json();
    expect([served.width, served.height]).toEqual([600, 150]);
    expect(served.data).toMatch(/^data:image\/png;base64,/);
    expect((await t.app.inject({ url: '/api/Auth/tenant/acme' })).json().Logo).toBe(served.data);

    expect((await uploadLogo(ceo, 'squarelogo', multipart(await logo(1000, 1000)))).json().HasSquareLogo).toBe(true);
    const square = (await t.app.inject({ url: '/api/tenant/getSquareLogo', headers: admin })).json();
    expect([square.width, square.height]).toEqual([256, 256]);
    expect((await t.app.inject({ url: '/api/tenant/getSquareLogo', headers: outsider })).json()).toEqual({
      data: null,
      width: null,
      height: null,
    });
  });

  it('refuses an SVG logo and anyone but the CEO; removes a logo', async () => {
    const svg = await uploadLogo(
      ceo,
      'logo',
      multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'logo.svg', type: 'image/svg+xml' }),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().Message).toBe('Only PNG and JPG formats are allowed to upload.');
    expect((await uploadLogo(admin, 'logo', multipart(await logo(10, 10)))).statusCode).toBe(403);
    expect((await uploadLogo(ceo, 'banner', multipart(await logo(10, 10)))).statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/tenant/squarelogo', headers: ceo });
    expect(removed.json()).toMatchObject({ HasSquareLogo: false, HasLogo: true });
  });
});

describe('company settings', () => {
  const settings = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/tenant/settings', headers, payload });
  const company = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/tenant/company', headers })).json();

  it('turns talent appraisals off and on for the CEO and org admins, leaving what is not sent as it is', async () => {
    expect(await company(admin)).toMatchObject({ TalentEnabled: true, EmployeeNotesEnabled: true, CanEditSettings: true });
    const off = await settings(admin, { TalentEnabled: false });
    expect(off.json()).toMatchObject({ TalentEnabled: false, EmployeeNotesEnabled: true });
    expect((await settings(ceo, {})).json()).toMatchObject({ TalentEnabled: false, EmployeeNotesEnabled: true });
    expect((await settings(ceo, { TalentEnabled: true, EmployeeNotesEnabled: false })).json()).toMatchObject({
      TalentEnabled: true,
      EmployeeNotesEnabled: false,
    });
    expect((await settings(ceo, { EmployeeNotesEnabled: true })).statusCode).toBe(200);
    expect((await settings(ceo, { TalentEnabled: 'no' })).statusCode).toBe(400);
    // Another company's settings are its own.
    expect(await company(outsider)).toMatchObject({ TalentEnabled: true, EmployeeNotesEnabled: true });
  });

  it('sets the default language for the CEO and org admins: the company and every session say it, another company keeps English', async () => {
    expect(await company(admin)).toMatchObject({ DefaultLanguage: 'en' });
    expect((await settings(admin, { DefaultLanguage: 'de' })).json()).toMatchObject({ DefaultLanguage: 'de', TalentEnabled: true });
    const session = (await t.app.inject({ url: '/api/Auth/relogin', headers: ceo })).json();
    expect(session.Tenant.DefaultLanguage).toBe('de');
    expect((await settings(ceo, { DefaultLanguage: 'fr' })).statusCode).toBe(400);
    expect((await settings(ceo, { TalentEnabled: true })).json()).toMatchObject({ DefaultLanguage: 'de' });
    expect(await company(outsider)).toMatchObject({ DefaultLanguage: 'en' });
    expect((await settings(ceo, { DefaultLanguage: 'en' })).json()).toMatchObject({ DefaultLanguage: 'en' });
  });
});
