import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goals, users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { buildGoals, type GoalBlueprint } from '../goals/goal-factory';
import { givenGoalWorld } from '../testing/goal-org';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { readSheet } from '../testing/report-kit';

// Hand-computed fixture on 2026-05-20 (Q2 2026, week 8: mode 2 measures week 7; mode 3 measures Q1 2026).
// People measured company-wide: ceo, vic, gina, gus, mia, cal, dee (obi is an observer, dan deactivated, ivy invited).
//   Q2 goals           tracked   week-7 update   Q1 goals to finalize     all finalized
//   ceo  approved       yes       yes             finalized                yes
//   vic  approved       yes       no (weeks 1–6)  approved                 no (1 open)
//   gina shelving req.  yes       no              –                        –
//   gus  –              –         –               finalized                yes
//   mia  draft          no        –               results_in_review        no (1 open)
//   cal  approved       yes       yes             finalized + approved     no (1 open)
//   dee  –              –         –               shelved (not counted)    –
// Mode 1: 2 of 7 without goals (29%). Mode 2: 2 of 4 tracked without an update (50%). Mode 3: 3 of 5 not finalized (60%).

type World = Awaited<ReturnType<typeof givenGoalWorld>>;
type Who = Parameters<World['org']['as']>[0];

let t: TestApp;
let w: World;
const TODAY = new Date('2026-05-20T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  w = await givenGoalWorld(t);
  const { ids } = w.org;
  const tenantId = w.org.tenant.TenantId;
  const dan = await givenUser(t, tenantId, {
    name: 'dan',
    email: 'dan@acme.test',
    password: PASSWORD,
    role: 'contributor',
    managerEmail: 'mia@acme.test',
  });
  await givenUser(t, tenantId, { name: 'ivy', email: 'ivy@acme.test', role: 'contributor', managerEmail: 'mia@acme.test' });
  const at = new Date('2026-04-01T15:00:00Z');
  const pastAt = new Date('2026-01-05T15:00:00Z');
  const up = (weeks: number[]) =>
    Array.from({ length: Math.max(...weeks) }, (_, i) => (weeks.includes(i + 1) ? ([3, 3] as [number, number]) : null));
  const cur = (ownerId: number, b: Partial<GoalBlueprint>): GoalBlueprint => ({
    tenantId,
    ownerId,
    periodId: w.periodId,
    at,
    asOf: TODAY,
    state: 'approved',
    ...b,
  });
  const past = (ownerId: number, b: Partial<GoalBlueprint>): GoalBlueprint => ({
    tenantId,
    ownerId,
    periodId: w.pastPeriodId,
    at: pastAt,
    asOf: pastAt,
    ...b,
  });
  await withTenant(t.database.db, tenantId, async (tx) => {
    await buildGoals(tx, [
      cur(ids.ceo, { statuses: up([6, 7]) }),
      past(ids.ceo, { state: 'finalized' }),
      cur(ids.vic, { statuses: up([1, 2, 3, 4, 5, 6]) }),
      past(ids.vic, { state: 'approved' }),
      cur(ids.gina, {
        state: 'shelving_in_review',
        history: [
          { to: 'approved', by: ids.gina, at },
          { to: 'shelving_in_review', by: ids.gina, at },
        ],
      }),
      past(ids.gus, { state: 'finalized' }),
      cur(ids.mia, { state: 'draft' }),
      past(ids.mia, { state: 'results_in_review', results: { owner: { completed: true, text: 'Done', by: ids.mia } } }),
      cur(ids.cal, { statuses: up([7]) }),
      cur(ids.cal, { statuses: up([1]) }),
      past(ids.cal, { state: 'finalized' }),
      past(ids.cal, { state: 'approved' }),
      past(ids.dee, { state: 'shelved' }),
      cur(dan.UserId, { statuses: up([7]) }),
    ]);
    // A deleted goal counts for nothing: Dee has no goals this quarter.
    const [deleted] = await buildGoals(tx, [cur(ids.dee, { statuses: up([7]) })]);
    await tx.update(goals).set({ deletedAt: TODAY }).where(eq(goals.id, deleted!.id));
    await tx.update(users).set({ deactivatedAt: TODAY }).where(eq(users.id, dan.UserId));
  });
});
afterAll(() => t.close());

const compliance = async (who: Who, scope: number | string) =>
  t.app.inject({ url: `/api/dashboard/complience/${scope}`, headers: await w.org.as(who) });
const people = async (who: Who, scope: number, mode: number, query = '') =>
  (await t.app.inject({ url: `/api/dashboard/complience/${scope}/${mode}${query}`, headers: await w.org.as(who) })).json();
const figures = (body: { Modes: { Mode: number; Count: number; Total: number; Percent: number; CompliantPercent: number }[] }) =>
  body.Modes.map((m) => [m.Mode, m.Count, m.Total, m.Percent, m.CompliantPercent]);

describe('GET /api/dashboard/complience/{scope}', () => {
  it('measures the whole company by the hand-computed fixture', async () => {
    const res = await compliance('ceo', 3);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      Scope: 3,
      users: 7,
      goals: 5,
      lastweekgoals: 2,
      lastgoals: 2,
      LastId: w.pastPeriodId,
      IsCurrentWeek: false,
      PeriodId: w.periodId,
      Quarter: 'Q2 2026',
      LastQuarter: 'Q1 2026',
      LastWeek: { Week: 7, StartDate: '2026-05-13', EndDate: '2026-05-19' },
    });
    expect(body.LastWeekId).toBe(body.LastWeek.Id);
    expect(figures(body)).toEqual([
      [1, 2, 7, 29, 71],
      [2, 2, 4, 50, 50],
      [3, 3, 5, 60, 40],
    ]);
  });

  it('measures direct reports (scope 1) and everyone below (scope 2)', async () => {
    // Mia's direct reports: cal and dee (dan deactivated, ivy has not joined).
    const mia = (await compliance('mia', 1)).json();
    expect(mia).toMatchObject({ Scope: 1, users: 2, goals: 1, lastweekgoals: 1, lastgoals: 0 });
    expect(figures(mia)).toEqual([
      [1, 1, 2, 50, 50],
      [2, 0, 1, 0, 100],
      [3, 1, 1, 100, 0],
    ]);
    // Below Vic: mia, cal, dee.
    const vic = (await compliance('vic', 2)).json();
    expect(vic).toMatchObject({ Scope: 2, users: 3, goals: 2, lastweekgoals: 1, lastgoals: 0 });
    expect(figures(vic)).toEqual([
      [1, 1, 3, 33, 67],
      [2, 0, 1, 0, 100],
      [3, 2, 2, 100, 0],
    ]);
    expect((await compliance('vic', 1)).json()).toMatchObject({ Scope: 1, users: 1, goals: 1 });
    // Nobody below: all zeros, no division by zero.
    expect(figures((await compliance('gus', 2)).json())).toEqual([
      [1, 0, 0, 0, 0],
      [2, 0, 0, 0, 0],
      [3, 0, 0, 0, 0],
    ]);
  });

  it('gives contributors the Company scope whatever they ask, and refuses observers', async () => {
    const asked = (await compliance('cal', 1)).json();
    expect(asked.Scope).toBe(3);
    expect(figures(asked)).toEqual(figures((await compliance('ceo', 3)).json()));
    expect((await compliance('obi', 3)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dashboard/complience/3' })).statusCode).toBe(401);
  });

  it('refuses a scope other than 1, 2 or 3 with 400', async () => {
    for (const scope of [0, 4, 'abc', '1.5']) {
      const res = await compliance('ceo', scope);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].Field).toBe('scope');
    }
    expect((await t.app.inject({ url: '/api/dashboard/complience/3/9', headers: await w.org.as('ceo') })).statusCode).toBe(400);
  });

  it('measures the current week in a quarter’s first week', async () => {
    t.clock.now = new Date('2026-04-02T15:00:00Z');
    try {
      const headers = bearer(await signIn(t, w.org.tenant.ceoEmail, 'acme'));
      const body = (await t.app.inject({ url: '/api/dashboard/complience/3', headers })).json();
      expect(body).toMatchObject({ IsCurrentWeek: true, LastWeek: { Week: 1, StartDate: '2026-04-01' } });
      // Week 1: cal updated one goal, vic one; the ceo did not.
      expect(body.lastweekgoals).toBe(2);
    } finally {
      t.clock.now = TODAY;
    }
  });
});

describe('GET /api/dashboard/complience/{scope}/{mode} drill-down', () => {
  it('lists the people each mode concerns, by name, with what is missing', async () => {
    const none = await people('ceo', 3, 1);
    expect(none).toMatchObject({ Scope: 3, Mode: 1, count: 2, Page: 1, PageSize: 20 });
    expect(none.data.map((p: { Name: string }) => p.Name)).toEqual(['dee', 'gus']);
    expect(none.data[0]).toEqual({
      Id: w.org.ids.dee,
      Name: 'dee',
      JobTitle: null,
      OrgUnit: null,
      Avatar: null,
      ManagerId: w.org.ids.mia,
      ManagerName: 'mia',
      LastUpdate: null,
      OpenGoals: null,
    });
    const stale = await people('ceo', 3, 2);
    expect(stale.data.map((p: { Name: string; LastUpdate: string | null }) => [p.Name, p.LastUpdate])).toEqual([
      ['gina', null],
      ['vic', '2026-05-06'],
    ]);
    const open = await people('ceo', 3, 3);
    expect(open.data.map((p: { Name: string; OpenGoals: number }) => [p.Name, p.OpenGoals])).toEqual([
      ['cal', 1],
      ['mia', 1],
      ['vic', 1],
    ]);
  });

  it('pages, keeps the total past the end, and limits the page size', async () => {
    const second = await people('ceo', 3, 3, '?Page=2&PageSize=2');
    expect(second).toMatchObject({ count: 3, Page: 2, PageSize: 2 });
    expect(second.data.map((p: { Name: string }) => p.Name)).toEqual(['vic']);
    expect(await people('ceo', 3, 3, '?Page=5&PageSize=2')).toMatchObject({ data: [], count: 3 });
    const tooBig = await t.app.inject({ url: '/api/dashboard/complience/3/1?PageSize=101', headers: await w.org.as('ceo') });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().Errors[0].Field).toBe('PageSize');
  });

  it('stays within the scope and the tenant', async () => {
    expect((await people('mia', 1, 1)).data.map((p: { Name: string }) => p.Name)).toEqual(['dee']);
    expect((await people('cal', 1, 1)).Scope).toBe(3);
    expect((await t.app.inject({ url: '/api/dashboard/complience/3/1', headers: await w.org.as('obi') })).statusCode).toBe(404);
    const other = await givenGoalWorld(t, 'globex');
    t.clock.now = TODAY;
    const theirs = (await t.app.inject({ url: '/api/dashboard/complience/3', headers: await other.org.as('ceo') })).json();
    expect(theirs).toMatchObject({ users: 7, goals: 0, lastweekgoals: 0, lastgoals: 0 });
  });
});

describe('the Goal Compliance List (report 2) agrees with the widget', () => {
  const report = async (who: Who, mode: number, periodId: number, scope?: number) =>
    t.app.inject({
      url: `/api/report/usercomlience/${mode}/${periodId}${scope ? `?Scope=${scope}` : ''}`,
      headers: await w.org.as(who),
    });
  /** The names in the report's file, or none when it answers that nobody is concerned. */
  const reportNames = async (who: Who, mode: number, periodId: number, scope?: number): Promise<string[]> => {
    const res = await report(who, mode, periodId, scope);
    if (res.statusCode === 400) {
      expect(res.json().Message).toMatch(/^Nobody /);
      return [];
    }
    expect(res.statusCode, res.body).toBe(200);
    return (await readSheet(res.rawPayload)).rows.map((r) => String(r[0]));
  };
  const cases = (['ceo', 'vic', 'mia', 'cal'] as const).flatMap((who) =>
    [1, 2, 3].flatMap((scope) => [1, 2, 3].map((mode) => [who, scope, mode] as const)),
  );

  it.each(cases)('%s, scope %i, mode %i: the same people as the widget counts and lists', async (who, scope, mode) => {
    const widget = (await compliance(who, scope)).json();
    // Modes 1 and 2 measure this quarter, mode 3 the quarter to finalize: the widget's PeriodId and LastId.
    const periodId = mode === 3 ? widget.LastId : widget.PeriodId;
    const listed = (await people(who, scope, mode, '?PageSize=100')).data.map((p: { Name: string }) => p.Name);
    const names = await reportNames(who, mode, periodId, scope);
    expect(names).toEqual(listed);
    expect(names).toHaveLength(widget.Modes[mode - 1].Count);
  });

  it('reads the week the widget measures, and counts the goals without its update', async () => {
    const widget = (await compliance('ceo', 3)).json();
    const sheet = await readSheet((await report('ceo', 2, w.periodId, 3)).rawPayload);
    expect(sheet.header.slice(5)).toEqual(['Week starting', 'Goals without an update']);
    expect(sheet.rows.map((r) => [r[0], (r[5] as Date).toISOString().slice(0, 10), r[6]])).toEqual([
      ['gina', widget.LastWeek.StartDate, 1],
      ['vic', widget.LastWeek.StartDate, 1],
    ]);
  });

  it('without a scope, measures what the viewer sees: Company for the CEO, everyone below for a manager', async () => {
    expect(await reportNames('ceo', 1, w.periodId)).toEqual(['dee', 'gus']);
    expect(await reportNames('vic', 3, w.pastPeriodId)).toEqual(['cal', 'mia']);
    // A contributor reads the Company list, as their widget shows it; an observer, who sees no compliance, nobody.
    expect(await reportNames('cal', 2, w.periodId, 1)).toEqual(['gina', 'vic']);
    expect(await reportNames('obi', 1, w.periodId, 3)).toEqual([]);
    const bad = await report('ceo', 1, w.periodId, 4);
    expect([bad.statusCode, bad.json().Errors[0].Field]).toEqual([400, 'Scope']);
  });
});

describe('Company figures reused for a minute', () => {
  it('answers the same Company figures within a minute and the new ones after it; other scopes and the drill-down at once', async () => {
    expect((await compliance('ceo', 3)).json().goals).toBe(5);
    await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
      buildGoals(tx, [{ tenantId: w.org.tenant.TenantId, ownerId: w.org.ids.gus, periodId: w.periodId, state: 'draft', at: TODAY }]),
    );
    expect((await compliance('cal', 3)).json().goals).toBe(5);
    expect((await people('ceo', 3, 1)).data.map((p: { Name: string }) => p.Name)).toEqual(['dee']);
    t.clock.now = new Date(TODAY.getTime() + 61_000);
    try {
      expect((await compliance('ceo', 3)).json()).toMatchObject({
        goals: 6,
        Modes: [{ Mode: 1, Count: 1, Total: 7, Percent: 14 }, {}, {}],
      });
    } finally {
      t.clock.now = TODAY;
    }
  });
});
