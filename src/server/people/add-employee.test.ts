import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/bus';
import { lastLinkTo, tokenOfLink } from '../testing/outbox';
import { createTestApp, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

let t: TestApp;
let w: PeopleWorld;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const employee = (over: Record<string, unknown> = {}) => ({
  Name: 'Nora New',
  Email: 'nora@acme.test',
  JobTitle: 'Designer',
  ParentId: null,
  IsManager: false,
  IsObserver: false,
  OrgUnit: 'Design',
  ...over,
});

describe('POST /api/Profile/AddEmployee', () => {
  it('adds an invited employee under the manager who adds them and mails the invitation', async () => {
    const res = await w.post('mia', '/api/Profile/AddEmployee', employee());
    expect(res.statusCode).toBe(200);
    const { Id, Message } = res.json();
    expect(Message).toBe('An invitation has been sent to nora@acme.test.');
    const nora = (await w.get('mia', `/api/profile/${Id}`)).json();
    expect(nora).toMatchObject({
      Name: 'Nora New',
      RoleName: 'contributor',
      ParentId: w.ids.mia,
      OrgUnit: 'Design',
      JobTitle: 'Designer',
      Status: 'Invited',
    });
    expect(events).toContainEqual(expect.objectContaining({ type: 'employee_added', userId: Id, actorId: w.ids.mia }));

    // The invitation names who invited them and lets them in.
    const token = tokenOfLink(await lastLinkTo(t.database.db, 'nora@acme.test'));
    expect((await t.app.inject({ method: 'POST', url: '/api/Auth/InvitationCheck', payload: { Token: token } })).json()).toEqual({
      Name: 'Nora New',
      InvitedBy: 'mia',
    });
    const signUp = await t.app.inject({ method: 'POST', url: '/api/Auth/SignUp', payload: { Token: token, Password: PASSWORD } });
    expect(signUp.statusCode).toBe(200);
    await signIn(t, 'nora@acme.test', 'acme');
    expect((await w.get('mia', `/api/profile/${Id}`)).json().Status).toBe('Active');
  });

  it('puts a manager under a chosen manager of the adder’s subtree, and refuses others', async () => {
    const res = await w.post(
      'vic',
      '/api/Profile/AddEmployee',
      employee({ Email: 'max@acme.test', Name: 'Max', IsManager: true, ParentId: w.ids.mia }),
    );
    expect((await w.get('vic', `/api/profile/${res.json().Id}`)).json()).toMatchObject({ RoleName: 'manager', ParentId: w.ids.mia });
    const elsewhere = await w.post('vic', '/api/Profile/AddEmployee', employee({ Email: 'x1@acme.test', ParentId: w.ids.gus }));
    expect([elsewhere.statusCode, elsewhere.json().Errors]).toEqual([
      400,
      [{ Field: 'ParentId', Message: 'You can add employees only under yourself or a manager below you.' }],
    ]);
    const contributor = await w.post('olga', '/api/Profile/AddEmployee', employee({ Email: 'x2@acme.test', ParentId: w.ids.cal }));
    expect(contributor.json().Errors).toEqual([{ Field: 'ParentId', Message: 'Choose a manager from the list.' }]);
  });

  it('lets the CEO and org admins add observers, who report to nobody; never manager and observer at once', async () => {
    const res = await w.post(
      'olga',
      '/api/Profile/AddEmployee',
      employee({ Email: 'owen@acme.test', Name: 'Owen', IsObserver: true, ParentId: w.ids.mia }),
    );
    expect((await w.get('olga', `/api/profile/${res.json().Id}`)).json()).toMatchObject({ RoleName: 'observer', ParentId: null });
    expect((await w.post('mia', '/api/Profile/AddEmployee', employee({ Email: 'x3@acme.test', IsObserver: true }))).statusCode).toBe(403);
    const both = await w.post('ceo', '/api/Profile/AddEmployee', employee({ Email: 'x4@acme.test', IsObserver: true, IsManager: true }));
    expect(both.statusCode).toBe(400);
    expect(both.json().Errors).toEqual([{ Field: 'IsObserver', Message: 'An employee is either a manager or an observer.' }]);
  });

  it('is for the CEO, managers and org admins only', async () => {
    expect((await w.post('cal', '/api/Profile/AddEmployee', employee({ Email: 'x5@acme.test' }))).statusCode).toBe(403);
    expect((await w.post('obi', '/api/Profile/AddEmployee', employee({ Email: 'x6@acme.test' }))).statusCode).toBe(403);
    expect((await w.get('cal', '/api/Profile/AddEmployeeManagers')).statusCode).toBe(404);
  });

  it('needs a manager when the adder is not one', async () => {
    const olgaContributor = await givenPeopleWorld(t, 'beta');
    await olgaContributor.put('ceo', `/api/profile/Roles/${olgaContributor.ids.olga}`, {
      RoleName: 'contributor',
      IsOrgAdmin: true,
      IsGoalAdmin: false,
      IsHrAdmin: false,
      IsGoalManager: false,
    });
    const res = await olgaContributor.post('olga', '/api/Profile/AddEmployee', employee({ Email: 'z@beta.test' }));
    expect(res.json().Errors).toEqual([{ Field: 'ParentId', Message: 'Please select a manager.' }]);
  });

  it.each([
    ['Name', { Name: '' }, 'Please input your full name!'],
    ['Name', { Name: 'n'.repeat(256) }, 'Must be at most 255 characters.'],
    ['Email', { Email: '' }, 'Please input your email!'],
    ['Email', { Email: 'nope' }, 'Enter valid email!'],
    ['Email', { Email: `${'e'.repeat(1020)}@a.io` }, 'Must be at most 1024 characters.'],
    ['OrgUnit', { OrgUnit: 'd'.repeat(101) }, 'Must be at most 100 characters.'],
  ])('refuses a bad %s', async (field, over, message) => {
    const res = await w.post('ceo', '/api/Profile/AddEmployee', employee(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: field, Message: message });
  });

  it('refuses an address in use, under Email', async () => {
    const res = await w.post('ceo', '/api/Profile/AddEmployee', employee({ Email: w.email('CAL') }));
    expect(res.statusCode).toBe(409);
    expect(res.json().Errors).toEqual([{ Field: 'Email', Message: `A user with the email ${w.email('CAL')} already exists.` }]);
  });
});

describe('GET /api/Profile/AddEmployeeManagers', () => {
  it('lists every manager for the CEO and the adder’s own subtree for a manager', async () => {
    const all = (await w.get('ceo', '/api/Profile/AddEmployeeManagers')).json().Managers.map((m: { Name: string }) => m.Name);
    expect(all).toEqual(['acme CEO', 'gus', 'Max', 'mia', 'olga', 'vic']);
    const vic = (await w.get('vic', '/api/Profile/AddEmployeeManagers')).json().Managers.map((m: { Name: string }) => m.Name);
    expect(vic).toEqual(['Max', 'mia', 'vic']);
  });
});
