import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notes, notifications } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import type { DomainEvent } from '../events/bus';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { NOT_ABOUT_YOURSELF, NOTE_NOT_FOUND, NOTES_OFF, ONLY_BELOW } from '../../domain/notes/note-rules';

let t: TestApp;
type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
let w: Org;
let other: Org;
let olgaHeaders: Record<string, string>;
type Who = Parameters<Org['as']>[0] | 'olga';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  other = await givenGoalOrg(t, 'globex');
  w = await givenGoalOrg(t, 'acme');
  await givenUser(t, w.tenant.TenantId, {
    name: 'olga',
    email: w.email('olga'),
    password: PASSWORD,
    role: 'contributor',
    isOrgAdmin: true,
  });
  olgaHeaders = bearer(await signIn(t, w.email('olga'), 'acme'));
});
afterAll(() => t.close());

const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who === 'olga' ? olgaHeaders : await w.as(who), ...(payload ? { payload } : {}) });
const rows = () => withTenant(t.database.db, w.tenant.TenantId, (tx) => tx.select().from(notes).orderBy(notes.id));
const write = async (who: Who, userId: number, Title: string, Body = `<p>${Title} in detail.</p>`) => {
  const res = await call(who, 'POST', '/note', { UserId: userId, Title, Body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { Id: number; Title: string; Body: string; CreatedAt: string; UpdatedAt: string; UserId: number };
};
const titles = async (who: Who, userId: number, query = '') =>
  ((await call(who, 'GET', `/note/${userId}${query}`)).json() as { Title: string }[]).map((n) => n.Title);

describe('a private note', () => {
  it('is written by a manager about someone below them, and answered with the spec’s fields', async () => {
    const note = await write('mia', w.ids.cal, 'Career talk', '<p>Cal wants to <strong>lead</strong> the next release.</p>');
    expect(note).toEqual({
      Id: expect.any(Number),
      Title: 'Career talk',
      Body: '<p>Cal wants to <strong>lead</strong> the next release.</p>',
      CreatedAt: '2026-05-20T15:00:00.000Z',
      UpdatedAt: '2026-05-20T15:00:00.000Z',
      UserId: w.ids.cal,
    });
    // A skip-level manager may write too: the person is below them.
    await write('vic', w.ids.cal, 'Vic on Cal');
    expect(await titles('mia', w.ids.cal)).toEqual(['Career talk']);
    expect(await titles('vic', w.ids.cal)).toEqual(['Vic on Cal']);
  });

  it('is never read, changed or deleted by anyone but its author: not its person, the CEO, HR or org admins, other managers', async () => {
    const note = await write('mia', w.ids.dee, 'Dee’s growth plan');
    const before = await rows();
    for (const who of ['dee', 'ceo', 'olga', 'vic', 'gus', 'gina', 'obi'] as const) {
      expect(await titles(who, w.ids.dee), who).toEqual([]);
      for (const [method, payload] of [
        ['PUT', { Title: 'Changed', Body: '<p>Changed</p>' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(who, method, `/note/${note.Id}`, payload);
        expect([res.statusCode, res.json().Message], `${who} ${method}`).toEqual([404, NOTE_NOT_FOUND]);
      }
    }
    expect(await rows()).toEqual(before);
  });

  it('reaches its person through no other call: no notification, no event', async () => {
    const seen: DomainEvent[] = [];
    const stop = t.deps.events.subscribe((e) => void seen.push(e));
    const count = () =>
      withTenant(
        t.database.db,
        w.tenant.TenantId,
        async (tx) => (await tx.select().from(notifications).where(eq(notifications.userId, w.ids.cal))).length,
      );
    const before = await count();
    const note = await write('mia', w.ids.cal, 'Quiet note');
    await call('mia', 'PUT', `/note/${note.Id}`, { Title: 'Quiet note, edited', Body: '<p>Still quiet.</p>' });
    await call('mia', 'DELETE', `/note/${note.Id}`);
    await t.deps.events.settled();
    stop();
    expect(seen).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('cannot be about oneself, about someone not below, or about someone the company does not have', async () => {
    const refusals: [Who, number, number, string][] = [
      ['mia', w.ids.mia, 400, NOT_ABOUT_YOURSELF],
      ['cal', w.ids.mia, 400, ONLY_BELOW],
      ['cal', w.ids.dee, 400, ONLY_BELOW],
      ['mia', w.ids.gus, 400, ONLY_BELOW],
      ['ceo', other.ids.cal, 404, 'This person was not found.'],
      ['mia', 999_999_999, 404, 'This person was not found.'],
    ];
    const before = await rows();
    for (const [who, userId, status, message] of refusals) {
      const res = await call(who, 'POST', '/note', { UserId: userId, Title: 'Nope', Body: '<p>Nope</p>' });
      expect([res.statusCode, res.json().Message], `${who} about ${userId}`).toEqual([status, message]);
    }
    expect((await call('ceo', 'GET', `/note/${other.ids.cal}`)).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('needs a title and a body that says something; the body is sanitised', async () => {
    const empty = await call('mia', 'POST', '/note', { UserId: w.ids.cal, Title: '  ', Body: '<p>x</p>' });
    expect([empty.statusCode, empty.json().Errors[0]]).toEqual([400, { Field: 'Title', Message: 'Please enter!' }]);
    const blank = await call('mia', 'POST', '/note', { UserId: w.ids.cal, Title: 'Blank', Body: '<p> </p><script>x</script>' });
    expect([blank.statusCode, blank.json().Errors[0]]).toEqual([400, { Field: 'Body', Message: 'Please enter!' }]);
    const note = await write(
      'mia',
      w.ids.cal,
      'Sanitised',
      '<p onclick="steal()">Kind words<img src=x onerror=alert(1)></p><script>alert(1)</script>',
    );
    expect(note.Body).toBe('<p>Kind words</p>');
    await call('mia', 'DELETE', `/note/${note.Id}`);
  });

  it('lists newest first by creation or by last change, searches title and text (not markup), and pages', async () => {
    t.clock.now = new Date('2026-05-21T09:00:00Z');
    const a = await write('gus', await addReport('gus', 'ron'), 'Alpha', '<p>About <strong>budgets</strong></p>');
    t.clock.now = new Date('2026-05-22T09:00:00Z');
    const b = await write('gus', a.UserId, 'Beta', '<p>About hiring</p>');
    t.clock.now = new Date('2026-05-23T09:00:00Z');
    await write('gus', a.UserId, 'Gamma', '<p>About travel</p>');
    t.clock.now = new Date('2026-05-24T09:00:00Z');
    const edited = await call('gus', 'PUT', `/note/${a.Id}`, { Title: 'Alpha', Body: '<p>About budgets, revised</p>' });
    expect(edited.json()).toMatchObject({ CreatedAt: '2026-05-21T09:00:00.000Z', UpdatedAt: '2026-05-24T09:00:00.000Z' });

    expect(await titles('gus', a.UserId)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await titles('gus', a.UserId, '?SortBy=Updated')).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(await titles('gus', a.UserId, '?Search=HIRING')).toEqual(['Beta']);
    expect(await titles('gus', a.UserId, '?Search=strong')).toEqual([]);
    expect(await titles('gus', a.UserId, '?Search=gam')).toEqual(['Gamma']);
    expect(await titles('gus', a.UserId, '?PageSize=2')).toEqual(['Gamma', 'Beta']);
    expect(await titles('gus', a.UserId, '?PageSize=2&Page=2')).toEqual(['Alpha']);
    expect((await call('gus', 'GET', `/note/${a.UserId}?SortBy=Title`)).statusCode).toBe(400);
    expect((await call('gus', 'DELETE', `/note/${b.Id}`)).json()).toEqual({ Message: 'The note was deleted.' });
    expect(await titles('gus', a.UserId)).toEqual(['Gamma', 'Alpha']);
  });

  it('stays with its author when the person moves to another manager; the new manager sees none of it', async () => {
    const ron = await addReport('mia', 'rob');
    const note = await write('mia', ron, 'Before the move');
    const moved = await call('ceo', 'GET', `/Profile/ChangeManager/${ron}/${w.ids.gus}`);
    expect(moved.statusCode, moved.body).toBe(200);

    expect(await titles('mia', ron)).toEqual(['Before the move']);
    expect((await call('mia', 'PUT', `/note/${note.Id}`, { Title: 'After the move', Body: '<p>Kept.</p>' })).statusCode).toBe(200);
    const again = await call('mia', 'POST', '/note', { UserId: ron, Title: 'New', Body: '<p>New</p>' });
    // The drawer left open answers a 400 naming the person, not a 403 that would sign mia out (decision 027).
    expect([again.statusCode, again.json()]).toEqual([400, { Message: ONLY_BELOW, Errors: [{ Field: 'UserId', Message: ONLY_BELOW }] }]);
    expect(await titles('gus', ron)).toEqual([]);
    expect((await call('mia', 'GET', `/profile/${ron}`)).json()).toMatchObject({ Tabs: { Notes: true }, CanAddNote: false });
    expect((await call('gus', 'GET', `/profile/${ron}`)).json()).toMatchObject({ Tabs: { Notes: true }, CanAddNote: true });
    expect((await call('mia', 'GET', `/profile/${w.ids.mia}`)).json()).toMatchObject({ Tabs: { Notes: false }, CanAddNote: false });
  });
});

describe('the company setting EmployeeNotesEnabled', () => {
  it('is changed by the CEO and org admins only; off, every note call answers 404 and nothing is lost', async () => {
    for (const who of ['mia', 'vic', 'gina', 'cal'] as const) {
      expect((await call(who, 'PUT', '/tenant/settings', { EmployeeNotesEnabled: false })).statusCode, who).toBe(403);
    }
    const before = await rows();
    const off = await call('olga', 'PUT', '/tenant/settings', { EmployeeNotesEnabled: false });
    expect(off.json()).toMatchObject({ EmployeeNotesEnabled: false, CanEditSettings: true, CanEdit: false });
    const anyNote = before[0]!;
    for (const [method, url, payload] of [
      ['GET', `/note/${w.ids.cal}`, undefined],
      ['POST', '/note', { UserId: w.ids.cal, Title: 'Off', Body: '<p>Off</p>' }],
      ['PUT', `/note/${anyNote.id}`, { Title: 'Off', Body: '<p>Off</p>' }],
      ['DELETE', `/note/${anyNote.id}`, undefined],
    ] as const) {
      const res = await call('mia', method, url, payload);
      expect([res.statusCode, res.json().Message], `${method} ${url}`).toEqual([404, NOTES_OFF]);
    }
    expect((await call('mia', 'GET', `/profile/${w.ids.cal}`)).json()).toMatchObject({ Tabs: { Notes: false }, CanAddNote: false });
    expect((await call('ceo', 'PUT', '/tenant/settings', { EmployeeNotesEnabled: true })).json()).toMatchObject({
      EmployeeNotesEnabled: true,
    });
    expect(await rows()).toEqual(before);
    expect((await call('mia', 'GET', `/profile/${w.ids.cal}`)).json()).toMatchObject({ Tabs: { Notes: true }, CanAddNote: true });
    expect((await t.app.inject({ url: '/api/tenant/company', headers: await other.as('ceo') })).json()).toMatchObject({
      EmployeeNotesEnabled: true,
    });
  });
});

/** A new contributor reporting to `manager`. */
async function addReport(manager: Parameters<Org['as']>[0], name: string): Promise<number> {
  const u = await givenUser(t, w.tenant.TenantId, {
    name,
    email: w.email(name),
    password: PASSWORD,
    role: 'contributor',
    managerEmail: w.email(manager),
  });
  return u.UserId;
}
