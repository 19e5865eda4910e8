import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];

let t: TestApp;
let org: Org;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  await givenUser(t, org.tenant.TenantId, {
    name: 'ada',
    email: 'ada@acme.test',
    password: PASSWORD,
    role: 'contributor',
    managerEmail: 'mia@acme.test',
    isOrgAdmin: true,
  });
  adminHeaders = bearer(await signIn(t, 'ada@acme.test', 'acme'));
});
afterAll(() => t.close());

const as = (who: Who) => org.as(who);
const save = async (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/strategy', headers, payload });
const full = async (headers: Record<string, string>) => t.app.inject({ url: '/api/strategy/get', headers });
const summary = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/strategy', headers })).json();
const nulls = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, null]));
const LEGACY = ['Field1', 'Field2', 'Field3', 'Field4', 'Field5', 'Field6', 'Field7', 'Field8', 'Field9', 'Field10'];
const OBJECTIVES = ['Customers', 'Employees', 'Shareholders', 'Sales', 'Marketing', 'Product'];

describe('strategy', () => {
  it('starts empty: the CEO gets the card to set it up, a contributor gets none', async () => {
    expect(await summary(await as('ceo'))).toEqual({
      StrategyEnabled: true,
      IsStrategy: false,
      IsDraft: false,
      ShowCard: true,
      CanEdit: true,
      StrategyBasic: { Mission: null, Vision: null, Values: null, Objectives: nulls(OBJECTIVES), Video: { VideoUrl: null } },
    });
    expect(await summary(await as('cal'))).toMatchObject({ IsStrategy: false, ShowCard: false, CanEdit: false });
    const doc = (await full(await as('cal'))).json();
    expect(doc).toMatchObject({ CanEdit: false, IsStrategy: false, IsDraft: false, Published: null, StrategyVideo: { VideoUrl: null } });
    expect(doc.StrategyBasic).toEqual(nulls(['Mission', 'Vision', 'Values', ...LEGACY]));
    expect(doc.Progress).toEqual({ Video: 0, MissionVisionValues: 0, Objectives: 0, Overall: 0 });
  });

  it('keeps a draft to the CEO and org admins until it is published', async () => {
    const saved = await save(await as('ceo'), {
      StrategyBasic: { Mission: '<p>Gear for <strong>every</strong> trail</p>', Vision: '<p>Outdoors for all</p>' },
      StrategyVideo: { VideoUrl: 'https://youtu.be/u4ZoJKF_VuA' },
      IsPublish: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      CanEdit: true,
      IsDraft: true,
      IsPublish: false,
      IsStrategy: false,
      StrategyBasic: { Mission: '<p>Gear for <strong>every</strong> trail</p>', Vision: '<p>Outdoors for all</p>', Values: null },
      StrategyVideo: { VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA' },
      Progress: { Video: 100, MissionVisionValues: 67, Objectives: 0, Overall: 56 },
      Published: { StrategyBasic: { Mission: null }, StrategyVideo: { VideoUrl: null } },
    });
    // The org admin sees the same draft; the contributor nothing yet.
    expect((await full(adminHeaders)).json()).toMatchObject({ IsDraft: true, StrategyBasic: { Vision: '<p>Outdoors for all</p>' } });
    expect((await full(await as('cal'))).json()).toMatchObject({
      IsDraft: false,
      StrategyBasic: { Mission: null },
      StrategyVideo: { VideoUrl: null },
    });
    expect(await summary(await as('ceo'))).toMatchObject({ IsDraft: true, IsStrategy: false, StrategyBasic: { Mission: null } });
  });

  it('publishes every draft section at once; others then see only the filled ones', async () => {
    const res = await save(adminHeaders, {
      StrategyObjective: { Customers: '<p>Delight hikers</p>', Product: '<ul><li>Lighter tents</li></ul>', Marketing: '<p><br></p>' },
      IsPublish: true,
    });
    expect(res.json()).toMatchObject({ IsDraft: false, IsPublish: true, IsStrategy: true, Progress: { Objectives: 33 } });
    const seen = (await full(await as('cal'))).json();
    expect(seen).toMatchObject({
      CanEdit: false,
      IsStrategy: true,
      IsDraft: false,
      Published: null,
      StrategyBasic: { Mission: '<p>Gear for <strong>every</strong> trail</p>', Vision: '<p>Outdoors for all</p>', Values: null },
      StrategyVideo: { VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA' },
    });
    expect(seen.StrategyObjective).toEqual({
      ...nulls(OBJECTIVES),
      Customers: '<p>Delight hikers</p>',
      Product: '<ul><li>Lighter tents</li></ul>',
    });
    expect(seen.PublishedAt).not.toBeNull();
    expect(await summary(await as('dee'))).toEqual({
      StrategyEnabled: true,
      IsStrategy: true,
      IsDraft: false,
      ShowCard: true,
      CanEdit: false,
      StrategyBasic: {
        Mission: '<p>Gear for <strong>every</strong> trail</p>',
        Vision: '<p>Outdoors for all</p>',
        Values: null,
        Objectives: { ...nulls(OBJECTIVES), Customers: '<p>Delight hikers</p>', Product: '<ul><li>Lighter tents</li></ul>' },
        Video: { VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA' },
      },
    });
  });

  it('leaves the published version live while a new draft is worked on, and clears a section on empty', async () => {
    await save(await as('ceo'), {
      StrategyBasic: { Mission: '<p>New mission</p>', Vision: null },
      StrategyObjective: { Customers: '<p>Draft customers</p>' },
      IsPublish: false,
    });
    // The dashboard summary carries the published objectives and video only, for the CEO too.
    for (const who of ['ceo', 'dee'] as const) {
      expect((await summary(await as(who))).StrategyBasic).toMatchObject({
        Mission: '<p>Gear for <strong>every</strong> trail</p>',
        Objectives: { Customers: '<p>Delight hikers</p>' },
        Video: { VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA' },
      });
    }
    const ceoView = (await full(await as('ceo'))).json();
    expect(ceoView).toMatchObject({
      IsDraft: true,
      StrategyBasic: { Mission: '<p>New mission</p>', Vision: null },
      Published: { StrategyBasic: { Mission: '<p>Gear for <strong>every</strong> trail</p>', Vision: '<p>Outdoors for all</p>' } },
    });
    expect((await full(await as('cal'))).json().StrategyBasic.Mission).toBe('<p>Gear for <strong>every</strong> trail</p>');
    // Publishing without changes makes the pending draft live.
    expect((await save(await as('ceo'), { IsPublish: true })).json()).toMatchObject({ IsDraft: false });
    expect((await full(await as('cal'))).json().StrategyBasic).toMatchObject({ Mission: '<p>New mission</p>', Vision: null });
  });

  it('strips script injection from rich text and keeps normal formatting', async () => {
    const res = await save(await as('ceo'), {
      StrategyBasic: {
        Values:
          '<h2>Values</h2><p>Be <em>kind</em><img src=x onerror=alert(1)></p><script>alert(document.cookie)</script><ol><li><a href="javascript:alert(1)">bad</a> <a href="https://northwind.example">good</a></li></ol>',
        Field3: '<p onmouseover="alert(1)">Legacy answer</p><iframe src="https://evil.example"></iframe>',
      },
      IsPublish: true,
    });
    expect(res.statusCode).toBe(200);
    const values = (await full(await as('cal'))).json().StrategyBasic;
    expect(values.Values).toBe(
      '<h2>Values</h2><p>Be <em>kind</em></p><ol><li><a>bad</a> <a href="https://northwind.example" target="_blank" rel="noopener noreferrer nofollow">good</a></li></ol>',
    );
    expect(values.Field3).toBe('<p>Legacy answer</p>');
    // Nothing but injection is nothing: the section stays empty.
    await save(await as('ceo'), { StrategyObjective: { Sales: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, IsPublish: true });
    expect((await full(await as('cal'))).json().StrategyObjective.Sales).toBeNull();
  });

  it('refuses writes from everyone but the CEO and org admins with 403, and leaves the strategy as it was', async () => {
    const before = (await full(await as('cal'))).json();
    for (const who of ['mia', 'vic', 'gina', 'cal', 'obi'] as const) {
      expect((await save(await as(who), { StrategyBasic: { Mission: 'Mine' }, IsPublish: true })).statusCode).toBe(403);
    }
    expect((await full(await as('cal'))).json()).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/strategy', payload: { IsPublish: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/strategy/get' })).statusCode).toBe(401);
  });

  it('refuses a bad video address, oversized text and wrong types with 400 naming the field', async () => {
    const bad = await save(await as('ceo'), { StrategyVideo: { VideoUrl: 'youtube dot com' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([{ Field: 'StrategyVideo.VideoUrl', Message: 'Enter valid URL!' }]);
    const long = await save(await as('ceo'), { StrategyBasic: { Mission: 'x'.repeat(20_001) } });
    expect(long.json().Errors[0]).toEqual({ Field: 'StrategyBasic.Mission', Message: 'Must be at most 20000 characters.' });
    // Within the limit as sent, beyond it once escaped: still a 400 on the field, not a failure.
    const escaped = await save(await as('ceo'), { StrategyObjective: { Employees: '&'.repeat(19_000) } });
    expect(escaped.json().Errors[0]).toEqual({ Field: 'StrategyObjective.Employees', Message: 'Must be at most 20000 characters.' });
    const wrongType = await save(await as('ceo'), { StrategyBasic: { Vision: 42 }, IsPublish: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(
      wrongType
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['IsPublish', 'StrategyBasic.Vision']);
    expect((await full(await as('ceo'))).json().StrategyVideo.VideoUrl).toBe('https://www.youtube.com/embed/u4ZoJKF_VuA');
  });

  it('converts a Vimeo link and clears the video with an empty address', async () => {
    const vimeo = await save(await as('ceo'), { StrategyVideo: { VideoUrl: 'https://vimeo.com/76979871' }, IsPublish: true });
    expect(vimeo.json().StrategyVideo.VideoUrl).toBe('https://player.vimeo.com/video/76979871');
    const cleared = await save(await as('ceo'), { StrategyVideo: { VideoUrl: '' }, IsPublish: true });
    expect(cleared.json()).toMatchObject({ StrategyVideo: { VideoUrl: null }, Progress: { Video: 0 } });
  });

  it('hides the card from observers and keeps each tenant to its own strategy', async () => {
    expect(await summary(await as('obi'))).toMatchObject({
      ShowCard: false,
      StrategyBasic: { Mission: null, Objectives: nulls(OBJECTIVES), Video: { VideoUrl: null } },
    });
    const other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
    expect((await full(await other.as('cal'))).json()).toMatchObject({ IsStrategy: false, StrategyBasic: { Mission: null } });
    expect(await summary(await other.as('ceo'))).toMatchObject({ IsStrategy: false, ShowCard: true });
  });

  it('answers 404 on the page and no card when the company has the strategy module off', async () => {
    await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      tx.update(tenants).set({ strategyEnabled: false }).where(eq(tenants.id, org.tenant.TenantId)),
    );
    expect(await summary(await as('ceo'))).toMatchObject({ StrategyEnabled: false, ShowCard: false, CanEdit: false });
    expect((await full(await as('cal'))).statusCode).toBe(404);
    expect((await save(await as('ceo'), { IsPublish: true })).statusCode).toBe(404);
    await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      tx.update(tenants).set({ strategyEnabled: true }).where(eq(tenants.id, org.tenant.TenantId)),
    );
  });

  it('is in the OpenAPI document with the dashboard calls', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/strategy',
        '/api/strategy/get',
        '/api/dashboard',
        '/api/dashboard/reviewdata/{id}',
        '/api/dashboard/editreviewdata/{id}',
        '/api/dashboard/complience/{scope}',
        '/api/dashboard/complience/{scope}/{mode}',
      ]),
    );
  });
});
