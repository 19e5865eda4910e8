import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/test-app';
import { byUserName, ENTERPRISE, givenScimWorld, PATCH_OP, SCIM_TYPE, type ScimWorld } from '../testing/scim-kit';

// The calls Okta and Microsoft Entra ID make when they provision a person (their published SCIM 2.0 request
// sequences): look up by userName, create, read, update the manager, deactivate, reactivate; through HTTP.
let s: ScimWorld;
let okta: string;
let entra: string;
beforeAll(async () => {
  s = await givenScimWorld();
  okta = (await s.newToken('Okta')).Token;
  entra = (await s.newToken('Entra ID')).Token;
});
afterAll(() => s.t.close());

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const person = async (token: string, id: string) => (await s.scim(token, 'GET', `/Users/${id}`)).json();

describe('Okta', () => {
  let id: string;

  it('finds nobody, creates the person, then finds them', async () => {
    const none = await s.scim(okta, 'GET', `${byUserName('ada@acme.test')}&startIndex=1&count=100`);
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-type']).toContain(SCIM_TYPE);
    expect(none.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
    const created = await s.scim(okta, 'POST', '/Users', {
      schemas: [CORE],
      userName: 'ada@acme.test',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ primary: true, value: 'ada@acme.test', type: 'work' }],
      displayName: 'Ada Lovelace',
      locale: 'en-US',
      externalId: '00u1ada',
      groups: [],
      password: 'ignored-by-trellis',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      id: expect.stringMatching(/^[0-9]+$/),
      userName: 'ada@acme.test',
      externalId: '00u1ada',
      displayName: 'Ada Lovelace',
      name: { givenName: 'Ada', familyName: 'Lovelace', formatted: 'Ada Lovelace' },
      active: true,
      [ENTERPRISE]: { manager: { value: String(s.acme.ids.ceo) } },
      meta: { resourceType: 'User', location: `http://localhost:80/scim/v2/Users/${id}` },
    });
    const found = (await s.scim(okta, 'GET', byUserName('ADA@acme.test'))).json();
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0].id).toBe(id);
    // The person is in the directory like anyone added by hand.
    const profile = await s.t.app.inject({ url: `/api/profile/${id}`, headers: await s.acme.as('ceo') });
    expect(profile.json()).toMatchObject({ Name: 'Ada Lovelace', Email: 'ada@acme.test' });
  });

  it('updates the profile and the manager with a PUT of the whole user', async () => {
    const res = await s.scim(okta, 'PUT', `/Users/${id}`, {
      schemas: [CORE, ENTERPRISE],
      id,
      userName: 'ada@acme.test',
      name: { givenName: 'Ada', familyName: 'King' },
      emails: [{ primary: true, value: 'ada@acme.test', type: 'work' }],
      title: 'Analyst',
      active: true,
      [ENTERPRISE]: { department: 'Research', manager: { value: String(s.acme.ids.mia) } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Ada King',
      title: 'Analyst',
      externalId: '00u1ada',
      [ENTERPRISE]: { department: 'Research', manager: { value: String(s.acme.ids.mia) } },
    });
    const chain = await s.t.app.inject({ url: `/api/profile/${id}`, headers: await s.acme.as('ceo') });
    expect(chain.json()).toMatchObject({ Name: 'Ada King', JobTitle: 'Analyst', OrgUnit: 'Research', ParentId: s.acme.ids.mia });
    // A PUT that leaves attributes out (no manager or department mapped) keeps them.
    const partial = await s.scim(okta, 'PUT', `/Users/${id}`, { schemas: [CORE], userName: 'ada@acme.test', title: 'Lead Analyst' });
    expect(partial.json()).toMatchObject({
      displayName: 'Ada King',
      title: 'Lead Analyst',
      active: true,
      [ENTERPRISE]: { department: 'Research', manager: { value: String(s.acme.ids.mia) } },
    });
  });

  it('deactivates a person who signs in: their session ends, sign-in is refused, their goals stay', async () => {
    const cal = s.acme.ids.cal;
    const session = await s.acme.as('cal');
    const deactivated = await s.scim(okta, 'PATCH', `/Users/${cal}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().active).toBe(false);
    expect((await s.t.app.inject({ url: '/api/Auth/relogin', headers: session })).statusCode).toBe(401);
    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: 'cal@acme.test', password: 'Sup3r$ecret!', domain: 'acme' },
    });
    expect(login.statusCode).toBe(403);
    const goal = await s.t.app.inject({ url: `/api/Goal/${s.calGoal.id}`, headers: await s.acme.as('ceo') });
    expect(goal.statusCode).toBe(200);
    expect(goal.json().Goal).toMatchObject({ Id: s.calGoal.id, State: 'approved' });

    const reactivated = await s.scim(okta, 'PATCH', `/Users/${cal}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(reactivated.json().active).toBe(true);
    expect(await signIn(s.t, 'cal@acme.test', 'acme')).toEqual(expect.any(String));
    // Back under his manager, who is still active.
    expect((await person(okta, String(cal)))[ENTERPRISE].manager).toEqual({ value: String(s.acme.ids.mia) });
  });
});

describe('Microsoft Entra ID', () => {
  let id: string;
  const userName = 'grace.hopper@acme.test';

  it('looks up, creates with its external id, and finds the person by either', async () => {
    expect((await s.scim(entra, 'GET', byUserName(userName))).json().totalResults).toBe(0);
    const created = await s.scim(entra, 'POST', '/Users', {
      schemas: [CORE, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
      roles: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    const byExternalId = `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`;
    expect((await s.scim(entra, 'GET', byExternalId)).json().Resources.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await s.scim(entra, 'GET', byUserName(userName))).json().Resources[0]).toMatchObject({ id, displayName: 'Grace Hopper' });
  });

  it('replaces attributes and adds the manager with its PATCH operations', async () => {
    const res = await s.scim(entra, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'displayName', value: 'Grace B. Hopper' },
        { op: 'Replace', path: 'title', value: 'Rear Admiral' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Navy' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: String(s.acme.ids.vic) },
        { op: 'Replace', path: 'phoneNumbers[type eq "work"].value', value: '+1 555 0100' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Grace B. Hopper',
      title: 'Rear Admiral',
      [ENTERPRISE]: { department: 'Navy', manager: { value: String(s.acme.ids.vic) } },
    });
  });

  it('disables with "False", enables with "True", and a DELETE only deactivates', async () => {
    const disable = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] };
    expect((await s.scim(entra, 'PATCH', `/Users/${id}`, disable)).json().active).toBe(false);
    const enable = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] };
    expect((await s.scim(entra, 'PATCH', `/Users/${id}`, enable)).json().active).toBe(true);
    const gone = await s.scim(entra, 'DELETE', `/Users/${id}`);
    expect(gone.statusCode).toBe(204);
    expect(await person(entra, id)).toMatchObject({ id, active: false, userName });
    // Deleting again changes nothing.
    expect((await s.scim(entra, 'DELETE', `/Users/${id}`)).statusCode).toBe(204);
  });

  it('moves a person under a manager named by their external id, refusing one who is no manager', async () => {
    const cal = String(s.acme.ids.cal);
    const toDee = await s.scim(entra, 'PATCH', `/Users/${cal}`, {
      Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: String(s.acme.ids.dee) }],
    });
    expect(toDee.statusCode, toDee.body).toBe(400);
    expect(toDee.json()).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
      detail: 'dee is not a manager; make them a manager first.',
    });
    const unknown = await s.scim(entra, 'PATCH', `/Users/${cal}`, {
      Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: 'nobody-here' }],
    });
    expect(unknown.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    // Nobody reports to someone below them (decision 066): Mia under Cal is refused.
    const cycle = await s.scim(entra, 'PATCH', `/Users/${s.acme.ids.mia}`, {
      Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: cal }],
    });
    expect(cycle.statusCode).toBe(400);
    expect((await person(entra, cal))[ENTERPRISE].manager).toEqual({ value: String(s.acme.ids.mia) });
  });
});
