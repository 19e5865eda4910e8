import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

// The spec's user wrapper on the chart and in the directory (spec 001 §3; decision 028), read field by field.
const PROFILE_FIELDS = [
  'Id',
  'Name',
  'Avatar',
  'AvatarImage',
  'JobTitle',
  'Email',
  'UnconfirmedEmail',
  'PhoneNumber',
  'TimeZone',
  'RoleName',
  'OrgUnit',
  'LinkedinUrl',
  'Biography',
  'Disc',
  'IsOrgAdmin',
  'IsGoalAdmin',
  'IsGoalManager',
  'IsHrAdmin',
  'IsDelegate',
  'IsEditable',
  'DeactivatedAt',
  'InvitationAcceptedAt',
  'EmailActivatedAt',
  'CreatedAt',
  'ParentId',
];

type Entry = {
  Id: number;
  id: number;
  parentId: number | null;
  Name: string;
  Profile: Record<string, unknown>;
  Manager: number;
  DirectReports: number[];
  Changed: boolean;
  LegId: number;
};
type Who = Parameters<PeopleWorld['get']>[0];

let t: TestApp;
let w: PeopleWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  await t.database.db
    .update(users)
    .set({ disc: 'DI', biography: 'Runs the platform team.', phoneNumber: '+1 555 0100' })
    .where(and(eq(users.tenantId, w.tenant.TenantId), eq(users.id, w.ids.mia)));
});
afterAll(() => t.close());

// Everyone the chart and the directory show, by name, as one viewer gets them.
async function chartOf(who: Who, query = 'Depth=4') {
  const res = await w.get(who, `/api/profile/OrgData?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().Nodes as Entry[]).map((n) => [n.Name, n]));
}
async function directoryOf(who: Who, body: object = {}) {
  const res = await w.post(who, '/api/profile/directory', { PageSize: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data as Entry[]).map((n) => [n.Name, n]));
}
const SOURCES = [
  ['the org chart', (who: Who) => chartOf(who)],
  ['the directory', (who: Who) => directoryOf(who)],
] as const;

describe.each(SOURCES)('%s', (_source, entriesOf) => {
  it('wraps each person as the spec does: Id, Profile with every profile field and Disc, Manager, DirectReports, Changed', async () => {
    const mia = (await entriesOf('cal')).mia!;
    expect(mia.Id).toBe(w.ids.mia);
    for (const field of PROFILE_FIELDS) expect(mia.Profile, `Profile.${field}`).toHaveProperty(field);
    expect(mia.Profile).toMatchObject({
      Id: w.ids.mia,
      Name: 'mia',
      Email: w.email('mia'),
      Disc: 'DI',
      Biography: 'Runs the platform team.',
      PhoneNumber: '+1 555 0100',
      RoleName: 'manager',
      ParentId: w.ids.vic,
      DeactivatedAt: null,
    });
    expect(mia).toMatchObject({ Manager: w.ids.vic, Changed: false, id: w.ids.mia, parentId: w.ids.vic });
    expect(mia.DirectReports).toEqual([w.ids.cal, w.ids.dee, w.ids.ivy].sort((a, b) => a - b));
  });

  it.each<[string, (ids: PeopleWorld['ids']) => number, (ids: PeopleWorld['ids']) => number]>([
    ['acme CEO', () => 0, () => 0],
    ['vic', (i) => i.ceo, (i) => i.vic],
    ['mia', (i) => i.vic, (i) => i.vic],
    ['cal', (i) => i.mia, (i) => i.vic],
    ['hal', (i) => i.vic, (i) => i.vic],
    ['gina', (i) => i.ceo, (i) => i.gina],
  ])('gives %s the Manager (0: none) and the LegId of their branch', async (name, manager, leg) => {
    const entry = (await entriesOf('cal'))[name]!;
    expect([entry.Manager, entry.LegId]).toEqual([manager(w.ids), leg(w.ids)]);
  });

  it.each<[Who, string, boolean]>([
    ['mia', 'mia', true],
    ['mia', 'cal', true],
    ['mia', 'vic', false],
    ['mia', 'gina', false],
    ['vic', 'cal', true],
    ['cal', 'dee', false],
    ['ceo', 'gina', true],
  ])('says whether %s may edit the profile of %s (IsEditable), as the profile page does', async (viewer, name, editable) => {
    const entry = (await entriesOf(viewer))[name]!;
    expect(entry.Profile.IsEditable).toBe(editable);
    const page = (await w.get(viewer, `/api/profile/${entry.Id}`)).json();
    expect(page.IsEditable).toBe(editable);
  });

  it('never shows observers to a contributor', async () => {
    expect(Object.keys(await entriesOf('cal'))).not.toContain('obi');
  });
});

describe('Changed', () => {
  it('is true only for people whose record changed after Since, and false without Since', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const edit = await w.put('ceo', `/api/profile/${w.ids.dee}`, { Name: 'dee', JobTitle: 'Staff Engineer', Email: w.email('dee') });
    expect(edit.statusCode, edit.body).toBe(200);
    const chart = await chartOf('cal', `Depth=4&Since=${encodeURIComponent(since)}`);
    const directory = await directoryOf('cal', { Since: since });
    for (const entries of [chart, directory]) {
      expect(entries.dee!.Changed).toBe(true);
      expect(entries.cal!.Changed).toBe(false);
    }
    expect((await chartOf('cal')).dee!.Changed).toBe(false);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await directoryOf('cal', { Since: later })).dee!.Changed).toBe(false);
  });

  it('refuses a Since that is not a date and time, naming the field', async () => {
    const chart = await w.get('cal', '/api/profile/OrgData?Since=yesterday');
    expect([chart.statusCode, chart.json().Errors[0].Field]).toEqual([400, 'Since']);
    const directory = await w.post('cal', '/api/profile/directory', { Since: '2026-13-01' });
    expect([directory.statusCode, directory.json().Errors[0].Field]).toEqual([400, 'Since']);
  });
});
