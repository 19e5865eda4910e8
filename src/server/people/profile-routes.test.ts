import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { buildGoal } from '../testing/goal-rows';
import type { DomainEvent } from '../events/bus';
import { lastLinkTo, tokenOfLink } from '../testing/outbox';
import { createTestApp, givenTenant, signIn, bearer, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

let t: TestApp;
let w: PeopleWorld;
let outsiderToken: string;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  const other = await givenTenant(t, 'globex');
  outsiderToken = await signIn(t, other.ceoEmail, 'globex');
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  Name: 'Cal Carter',
  JobTitle: 'Engineer',
  Email: w.email('cal'),
  PhoneNumber: '+1 555 0100',
  TimeZone: 'Central Time (US & Canada)',
  LinkedinUrl: 'https://www.linkedin.com/in/cal',
  Biography: 'Builds things.',
  ...over,
});

describe('GET /api/profile/{id}', () => {
  it('gives the CEO every action on a manager, with manager, direct reports and tabs', async () => {
    const res = await w.get('ceo', `/api/profile/${w.ids.mia}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      Id: w.ids.mia,
      Name: 'mia',
      RoleName: 'manager',
      IsEditable: true,
      IsSelf: false,
      Status: 'Active',
      EmailNotifications: null,
    });
    expect(p.Manager).toMatchObject({ Id: w.ids.vic, Name: 'vic', Status: 'Active' });
    expect(p.DirectReports.map((r: { Name: string; Status: string }) => [r.Name, r.Status])).toEqual([
      ['cal', 'Active'],
      ['dee', 'Active'],
      ['ivy', 'Invited'],
    ]);
    expect(p.DirectReportCount).toBe(3);
    expect(p.DirectReports[2].Permissions).toEqual({
      CanManageUser: true,
      CanDeactivate: true,
      CanActivate: false,
      CanReinvite: true,
      CanChangeManager: true,
    });
    expect(p.Permissions).toEqual({
      CanEdit: true,
      CanManageUser: true,
      AssignableRoles: ['contributor', 'manager', 'ceo', 'observer'],
      AssignableFlags: ['IsOrgAdmin', 'IsGoalAdmin', 'IsHrAdmin', 'IsGoalManager', 'IsDelegate'],
      CanDeactivate: true,
      CanActivate: false,
      CanReinvite: false,
      CanChangeManager: true,
      CanEditResponsibility: true,
      CanAddEmployee: true,
      CanAddObserver: true,
    });
    expect(p.Tabs).toEqual({ Goals: true, DirectReports: true, UserManual: true, Settings: false, Appraisals: true, Notes: true });
  });

  it('gives a contributor nothing on a colleague and shows them their own settings', async () => {
    const other = (await w.get('cal', `/api/profile/${w.ids.mia}`)).json();
    expect(other.IsEditable).toBe(false);
    expect(Object.values(other.Permissions).filter((v) => v === true)).toEqual([]);
    expect(other.DirectReports[0].Permissions.CanDeactivate).toBe(false);
    expect(other.Tabs).toMatchObject({ Settings: false, Appraisals: false, Notes: true });

    const own = (await w.get('cal', `/api/profile/${w.ids.cal}`)).json();
    expect(own).toMatchObject({ IsSelf: true, IsEditable: true, EmailNotifications: true });
    expect(own.Permissions).toMatchObject({ CanEdit: true, CanManageUser: false, CanDeactivate: false });
    expect(own.Tabs).toMatchObject({ Settings: true, Notes: false, DirectReports: false });
  });

  it('answers 404 for another tenant’s person and for nobody', async () => {
    expect((await t.app.inject({ url: `/api/profile/${w.ids.mia}`, headers: bearer(outsiderToken) })).statusCode).toBe(404);
    expect((await w.get('ceo', '/api/profile/999999')).json()).toEqual({ Message: 'This person was not found.' });
    expect((await t.app.inject({ url: `/api/profile/${w.ids.mia}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/{id}', () => {
  it('saves one’s own profile and leaves an omitted department as it is', async () => {
    await w.put('ceo', `/api/profile/${w.ids.cal}`, valid({ OrgUnit: 'Engineering' }));
    const res = await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ Name: '  Cal C.  ', PhoneNumber: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Name: 'Cal C.',
      PhoneNumber: null,
      OrgUnit: 'Engineering',
      LinkedinUrl: 'https://www.linkedin.com/in/cal',
      Biography: 'Builds things.',
    });
    expect(events.some((e) => e.type === 'user_updated' && 'userId' in e && e.userId === w.ids.cal)).toBe(true);
    const cleared = await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ OrgUnit: null }));
    expect(cleared.json().OrgUnit).toBeNull();
  });

  it.each([
    ['Name', { Name: '' }, 'Please input your name!'],
    ['Name', { Name: 'x'.repeat(256) }, 'Must be at most 255 characters.'],
    ['JobTitle', { JobTitle: ' ' }, 'Please input your job title!'],
    ['Email', { Email: '' }, 'Please input your email!'],
    ['Email', { Email: 'not-an-address' }, 'Please enter valid email'],
    ['PhoneNumber', { PhoneNumber: '1'.repeat(51) }, 'Must be at most 50 characters.'],
    ['OrgUnit', { OrgUnit: 'd'.repeat(256) }, 'Must be at most 255 characters.'],
    ['LinkedinUrl', { LinkedinUrl: 'http://linkedin.com/in/cal' }, 'Invalid LinkedIn URL!'],
    ['LinkedinUrl', { LinkedinUrl: 'https://linkedin.com.evil.example/in/cal' }, 'Invalid LinkedIn URL!'],
    ['TimeZone', { TimeZone: 'Mars/Olympus' }, 'Unknown time zone.'],
    ['Biography', { Biography: 'b'.repeat(2001) }, 'Must be at most 2000 characters.'],
  ])('refuses a bad %s', async (field, over, message) => {
    const res = await w.put('cal', `/api/profile/${w.ids.cal}`, valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: field, Message: message });
  });

  it('accepts LinkedIn addresses with and without www', async () => {
    for (const url of ['https://linkedin.com/in/cal', 'https://www.linkedin.com/in/cal', '']) {
      expect((await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ LinkedinUrl: url }))).statusCode).toBe(200);
    }
  });

  it('refuses a role change here and an edit by someone not above the person', async () => {
    const role = await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ RoleName: 'manager' }));
    expect(role.statusCode).toBe(400);
    expect(role.json().Errors).toEqual([{ Field: 'RoleName', Message: 'The role is changed in Manage User.' }]);
    expect((await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ RoleName: 'contributor' }))).statusCode).toBe(200);
    expect((await w.put('dee', `/api/profile/${w.ids.cal}`, valid())).statusCode).toBe(403);
    expect((await w.put('gus', `/api/profile/${w.ids.cal}`, valid())).statusCode).toBe(403);
    expect((await w.put('vic', `/api/profile/${w.ids.cal}`, valid({ JobTitle: 'Senior Engineer' }))).json().JobTitle).toBe(
      'Senior Engineer',
    );
    const outsider = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${w.ids.cal}`,
      headers: bearer(outsiderToken),
      payload: valid(),
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('keeps the old address until the new one is confirmed', async () => {
    const res = await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ Email: 'cal.new@acme.test' }));
    expect(res.json()).toMatchObject({ Email: w.email('cal'), UnconfirmedEmail: 'cal.new@acme.test' });
    const link = await lastLinkTo(t.database.db, 'cal.new@acme.test');
    expect(link).toContain('/v3/confirmemail/');
    // Still signs in with the old address until then.
    await signIn(t, w.email('cal'), 'acme');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/Auth/ConfirmEmailCheck', payload: { Token: tokenOfLink(link) } });
    expect(confirm.statusCode).toBe(200);
    const after = (await w.get('ceo', `/api/profile/${w.ids.cal}`)).json();
    expect(after).toMatchObject({ Email: 'cal.new@acme.test', UnconfirmedEmail: null });
    await signIn(t, 'cal.new@acme.test', 'acme');
    await w.put('ceo', `/api/profile/${w.ids.cal}`, valid({ Email: w.email('cal') }));
  });

  it('refuses an address someone else has, under Email', async () => {
    const res = await w.put('cal', `/api/profile/${w.ids.cal}`, valid({ Email: w.email('DEE') }));
    expect(res.statusCode).toBe(409);
    expect(res.json().Errors).toEqual([{ Field: 'Email', Message: `A user with the email ${w.email('DEE')} already exists.` }]);
  });

  it('gives an invited person the new address at once and invites them there', async () => {
    const res = await w.put('mia', `/api/profile/${w.ids.ivy}`, { ...valid(), Name: 'ivy', Email: 'ivy.fixed@acme.test' });
    expect(res.json()).toMatchObject({ Email: 'ivy.fixed@acme.test', UnconfirmedEmail: null, Status: 'Invited' });
    expect(await lastLinkTo(t.database.db, 'ivy.fixed@acme.test')).toContain('/v3/invitation/');
  });
});

describe('responsibilities, email preference, CEO', () => {
  it('lets those above edit responsibilities and everyone read them', async () => {
    expect((await w.get('cal', `/api/profile/responsibily/${w.ids.mia}`)).json()).toEqual({ Body: null, CanEdit: false });
    const put = await w.put('vic', `/api/Profile/responsibility/${w.ids.mia}`, { Body: ' Own the delivery roadmap ' });
    expect(put.json()).toEqual({ Body: 'Own the delivery roadmap', CanEdit: true });
    expect((await w.get('cal', `/api/profile/responsibily/${w.ids.mia}`)).json().Body).toBe('Own the delivery roadmap');
    expect((await w.get('cal', `/api/profile/${w.ids.mia}`)).json().Responsibility).toBe('Own the delivery roadmap');
    expect((await w.put('cal', `/api/Profile/responsibility/${w.ids.mia}`, { Body: 'x' })).statusCode).toBe(403);
    const empty = await w.put('vic', `/api/Profile/responsibility/${w.ids.mia}`, { Body: '  ' });
    expect(empty.json().Errors).toEqual([{ Field: 'Body', Message: 'Please input!' }]);
    expect((await w.put('vic', `/api/Profile/responsibility/${w.ids.mia}`, { Body: 'r'.repeat(5001) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/profile/responsibily/${w.ids.mia}`, headers: bearer(outsiderToken) })).statusCode).toBe(404);
  });

  it('switches one’s own email notifications', async () => {
    expect((await w.get('dee', '/api/Profile/EmailPrefrence/false')).json()).toEqual({ EmailNotifications: false });
    expect((await w.get('dee', `/api/profile/${w.ids.dee}`)).json().EmailNotifications).toBe(false);
    expect((await w.get('dee', '/api/Profile/EmailPrefrence/1')).json()).toEqual({ EmailNotifications: true });
    expect((await w.get('dee', '/api/Profile/EmailPrefrence/maybe')).statusCode).toBe(400);
  });

  it('keeps one’s own language, shows it on one’s own profile and session only, and refuses one Trellis does not speak', async () => {
    expect((await w.put('dee', '/api/Profile/Language', { Language: 'de' })).json()).toEqual({ Language: 'de' });
    expect((await w.get('dee', `/api/profile/${w.ids.dee}`)).json().Language).toBe('de');
    expect((await w.get('mia', `/api/profile/${w.ids.dee}`)).json().Language).toBeNull();
    expect((await w.get('dee', '/api/Auth/relogin')).json().Language).toBe('de');
    const refused = await w.put('dee', '/api/Profile/Language', { Language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect((await w.get('dee', `/api/profile/${w.ids.dee}`)).json().Language).toBe('de');
    expect((await w.put('dee', '/api/Profile/Language', { Language: null })).json()).toEqual({ Language: null });
    expect((await w.get('dee', '/api/Auth/relogin')).json().Language).toBeNull();
  });

  it('names the CEO', async () => {
    expect((await w.get('obi', '/api/Profile/CEO')).json()).toEqual({ Id: w.ids.ceo, Name: 'acme CEO' });
  });
});

describe('GET /api/Profile/goals/{user}/{period}', () => {
  it('lists the person’s visible goals of the quarter', async () => {
    const { current } = await w.periods();
    await withTenant(t.database.db, w.tenant.TenantId, (tx) =>
      buildGoal(tx, {
        tenantId: w.tenant.TenantId,
        ownerId: w.ids.dee,
        periodId: current,
        title: 'Ship search',
        state: 'approved',
        at: t.clock.now,
      }),
    );
    const res = await w.get('cal', `/api/Profile/goals/${w.ids.dee}/${current}`);
    expect(res.json().count).toBe(1);
    expect(res.json().data[0].GoalDetail.Title).toBe('Ship search');
    expect((await w.get('cal', `/api/Profile/goals/${w.ids.cal}/${current}`)).json()).toEqual({ data: [], count: 0 });
    expect((await t.app.inject({ url: `/api/Profile/goals/${w.ids.dee}/${current}`, headers: bearer(outsiderToken) })).statusCode).toBe(
      404,
    );
  });
});
