import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { withTenant } from '../db/tenant-context';
import { periodWeeks, users } from '../db/schema';
import { buildGoal, type GoalBlueprint } from '../goals/goal-factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalWorld } from '../testing/goal-org';
import { givenMeasuredGoal } from '../testing/key-result-kit';
import { countMatrix } from '../../domain/predictions/matrix';
import type { PredictionData } from '../../contract/predictions';

let t: TestApp;
let w: Awaited<ReturnType<typeof givenGoalWorld>>;
type Who = keyof typeof w.org.ids;
let weeks: { id: number; week: number; startDate: string }[];
const g: Record<string, number> = {};

// Mia's goal "Grow revenue" (Q2 2026, now week 8) has below it:
//   level 1: cal "Close ten deals" (approved, predictions weeks 1–8, last 3/4)
//            dee "Renew accounts" (approved, last prediction in week 5: 1/2)
//            dee "Open Lisbon" (shelved, 0/1 in week 2)
//            cal "Pricing page" (draft, no prediction)
//            gus "Quiet deal" (private, approved, 4/4) with below it cal "Hidden child" (approved, 2/2)
//   level 2: cal "Ten demos" under "Close ten deals" (finalized, 4/4, results from cal and mia)
beforeAll(async () => {
  t = await createTestApp();
  w = await givenGoalWorld(t);
  const { org } = w;
  const tenantId = org.tenant.TenantId;
  weeks = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select({ id: periodWeeks.id, week: periodWeeks.week, startDate: periodWeeks.startDate })
      .from(periodWeeks)
      .where(and(eq(periodWeeks.tenantId, tenantId), eq(periodWeeks.periodId, w.periodId)))
      .orderBy(asc(periodWeeks.week)),
  );
  const build = (key: string, owner: Who, b: Partial<GoalBlueprint>) =>
    withTenant(t.database.db, tenantId, async (tx) => {
      g[key] = (
        await buildGoal(tx, {
          tenantId,
          ownerId: org.ids[owner],
          periodId: w.periodId,
          at: new Date('2026-04-02T10:00:00Z'),
          asOf: t.clock.now,
          ...b,
        })
      ).id;
    });
  await build('root', 'mia', { title: 'Grow revenue', state: 'approved' });
  await build('deals', 'cal', {
    title: 'Close ten deals',
    state: 'approved',
    parentId: g.root,
    statuses: [
      [2, 2],
      [2, 3],
      [3, 3],
      [3, 3],
      [3, 3],
      [3, 4],
      [3, 4],
      [3, 4],
    ],
  });
  await build('renew', 'dee', {
    title: 'Renew accounts',
    state: 'approved',
    parentId: g.root,
    statuses: [null, null, [2, 2], null, [1, 2]],
  });
  await build('lisbon', 'dee', { title: 'Open Lisbon', state: 'shelved', parentId: g.root, statuses: [null, [0, 1]] });
  await build('pricing', 'cal', { title: 'Pricing page', state: 'draft', parentId: g.root });
  await build('quiet', 'gus', { title: 'Quiet deal', state: 'approved', hidden: true, parentId: g.root, statuses: [[4, 4]] });
  await build('hiddenChild', 'cal', { title: 'Hidden child', state: 'approved', parentId: g.quiet, statuses: [[2, 2]] });
  await build('demos', 'cal', {
    title: 'Ten demos',
    state: 'finalized',
    parentId: g.deals,
    statuses: [[4, 4]],
    results: {
      owner: { completed: true, quality: 4, text: 'All ten done', by: org.ids.cal },
      manager: { completed: true, text: 'Agreed', by: org.ids.mia },
    },
  });
  // Apart from the tree above: Mia's "Keep customers" with dee's "Measured renewals" below it, 1 of 4 renewed (25 %).
  await build('keep', 'mia', { title: 'Keep customers', state: 'approved' });
  await build('renewals', 'dee', { title: 'Measured renewals', state: 'draft', parentId: g.keep });
  await givenMeasuredGoal(t, org.as, { goalId: g.renewals!, owner: 'dee', approver: 'mia', target: 4, reading: 1 });
});
afterAll(() => t.close());

const get = async (who: Who, url: string) => t.app.inject({ url: `/api${url}`, headers: await w.org.as(who) });
const matrixOf = async (who: Who, goalId: number, week = 0, query = '') => {
  const res = await get(who, `/predication/${goalId}/${week}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PredictionData;
};
const cell = (d: PredictionData, l: number, q: number) => d.matrix.Cells.find((c) => c.Likelihood === l && c.Quality === q)!.Count;
const titles = (d: PredictionData) => d.childs.map((c) => c.Title);

describe('GET /api/predication/{goalId}/{week}', () => {
  it('counts every goal below that the viewer may see by the prediction standing this week', async () => {
    const d = await matrixOf('mia', g.root!);
    expect(d.goal).toMatchObject({ Id: g.root, GoalDetail: { Title: 'Grow revenue' } });
    expect(d.weekPeriod).toEqual({
      Id: weeks[7]!.id,
      Week: 8,
      StartDate: weeks[7]!.startDate,
      EndDate: expect.any(String),
      PeriodId: w.periodId,
      Quarter: 'Q2 2026',
      IsCurrent: true,
    });
    expect([d.prevWeek, d.nextWeek]).toEqual([weeks[6]!.id, null]);
    // Mia is above cal and dee; gus's private goal and what hangs below it stay out (mia is not above gus).
    expect(titles(d)).toEqual(['Close ten deals', 'Pricing page', 'Open Lisbon', 'Renew accounts', 'Ten demos']);
    expect(d.count).toBe(5);
    expect(d.matrix).toMatchObject({
      NoStatus: 1,
      Total: 5,
      Levels: [
        { Level: 1, Count: 4 },
        { Level: 2, Count: 1 },
      ],
    });
    expect(cell(d, 3, 4)).toBe(1);
    expect(cell(d, 1, 2)).toBe(1);
    expect(cell(d, 0, 1)).toBe(1);
    expect(cell(d, 4, 4)).toBe(1);
    // Renew accounts was last predicted in week 5: that prediction stands in week 8, with its date.
    expect(d.childs.find((c) => c.Title === 'Renew accounts')!.Status).toMatchObject({
      Likelihood: 1,
      Quality: 2,
      StartDate: weeks[4]!.startDate,
    });
    expect(d.childs.find((c) => c.Title === 'Ten demos')).toMatchObject({
      Level: 2,
      ParentId: g.deals,
      State: 'finalized',
      User: { Id: w.org.ids.cal, Name: 'cal' },
    });
    expect(d.results).toEqual([expect.objectContaining({ GoalId: g.demos, Completed: true, Outcome: 'All ten done' })]);
    expect(d.managerresults).toEqual([expect.objectContaining({ GoalId: g.demos, Completed: true, Feedback: 'Agreed' })]);
  });

  it('lists each goal below with its progress from key results, null for one without any', async () => {
    expect((await matrixOf('mia', g.keep!)).childs).toEqual([expect.objectContaining({ Title: 'Measured renewals', Progress: 25 })]);
    expect((await matrixOf('mia', g.root!)).childs.map((c) => c.Progress)).toEqual([null, null, null, null, null]);
  });

  it('counts in SQL exactly what the domain rule counts over the listed children', async () => {
    for (const query of ['', '?level=1', '?states=approved,finalized', '?level=2&states=finalized']) {
      const d = await matrixOf('mia', g.root!, 0, `${query}${query ? '&' : '?'}pageSize=100`);
      const all = await matrixOf('mia', g.root!, 0, '?pageSize=100');
      const expected = countMatrix(
        all.childs.map((c) => ({
          level: c.Level,
          state: c.State,
          status: c.Status && { likelihood: c.Status.Likelihood, quality: c.Status.Quality },
        })),
        {
          level: new URLSearchParams(query).has('level') ? Number(new URLSearchParams(query).get('level')) : undefined,
          states: new URLSearchParams(query).get('states')?.split(',') as never,
        },
      );
      expect(d.matrix.Cells.map((c) => c.Count)).toEqual(expected.cells.map((c) => c.count));
      expect([d.matrix.NoStatus, d.matrix.Total]).toEqual([expected.noStatus, expected.total]);
    }
  });

  it('shows an earlier week by its id, with the predictions of then', async () => {
    const d = await matrixOf('mia', g.root!, weeks[2]!.id);
    expect(d.weekPeriod).toMatchObject({ Week: 3, IsCurrent: false });
    expect([d.prevWeek, d.nextWeek]).toEqual([weeks[1]!.id, weeks[3]!.id]);
    expect(d.childs.find((c) => c.Title === 'Close ten deals')!.Status).toMatchObject({ Likelihood: 3, Quality: 3 });
    expect(d.childs.find((c) => c.Title === 'Renew accounts')!.Status).toMatchObject({ Likelihood: 2, Quality: 2 });
    expect(d.matrix.NoStatus).toBe(1);
    const first = await matrixOf('mia', g.root!, weeks[0]!.id);
    expect([first.prevWeek, first.nextWeek]).toEqual([null, weeks[1]!.id]);
    expect(first.matrix.NoStatus).toBe(3);
  });

  it('narrows counts by level and state; a chosen cell narrows only the list', async () => {
    const byLevel = await matrixOf('mia', g.root!, 0, '?level=1&states=approved');
    expect(titles(byLevel)).toEqual(['Close ten deals', 'Renew accounts']);
    expect(byLevel.matrix.Total).toBe(2);
    expect(byLevel.matrix.Levels).toEqual([{ Level: 1, Count: 2 }]);
    const inCell = await matrixOf('mia', g.root!, 0, '?likelihood=3&quality=4');
    expect(titles(inCell)).toEqual(['Close ten deals']);
    expect(inCell.count).toBe(1);
    expect(inCell.matrix.Total).toBe(5);
    const without = await matrixOf('mia', g.root!, 0, '?noStatus=true');
    expect(titles(without)).toEqual(['Pricing page']);
    // The spec's spelling of one state works too.
    expect((await matrixOf('mia', g.root!, 0, '?states=shilving_in_review')).matrix.Total).toBe(0);
  });

  it('pages the list and keeps the count of all', async () => {
    const page2 = await matrixOf('mia', g.root!, 0, '?pageSize=2&page=2');
    expect(titles(page2)).toEqual(['Open Lisbon', 'Renew accounts']);
    expect([page2.count, page2.Page, page2.PageSize]).toEqual([5, 2, 2]);
    expect(page2.results).toEqual([]);
  });

  it('respects goal visibility: a contributor counts only published, public goals', async () => {
    const d = await matrixOf('dee', g.root!);
    expect(titles(d)).toEqual(['Close ten deals', 'Open Lisbon', 'Renew accounts', 'Ten demos']);
    // Gina, a goal admin, sees the private goal and what hangs below it.
    const admin = await matrixOf('gina', g.root!);
    expect(titles(admin)).toEqual([
      'Close ten deals',
      'Pricing page',
      'Open Lisbon',
      'Renew accounts',
      'Quiet deal',
      'Hidden child',
      'Ten demos',
    ]);
  });

  it('lets a goal manager see their own private goal and its cascade, in the walk below another goal', async () => {
    expect(titles(await matrixOf('gus', g.root!))).toEqual([
      'Close ten deals',
      'Open Lisbon',
      'Renew accounts',
      'Quiet deal',
      'Hidden child',
      'Ten demos',
    ]);
  });

  it('leaves out goals of deactivated people', async () => {
    const tenantId = w.org.tenant.TenantId;
    const setDee = (at: Date | null) =>
      withTenant(t.database.db, tenantId, (tx) => tx.update(users).set({ deactivatedAt: at }).where(eq(users.id, w.org.ids.dee)));
    await setDee(t.clock.now);
    try {
      const d = await matrixOf('mia', g.root!);
      expect(titles(d)).toEqual(['Close ten deals', 'Pricing page', 'Ten demos']);
      expect(d.matrix.Total).toBe(3);
    } finally {
      await setDee(null);
    }
  });

  it('answers 404 for a goal the viewer may not see or another tenant’s', async () => {
    const obi = await get('obi', `/predication/${g.root}/0`);
    expect(obi.statusCode).toBe(404);
    const dee = await get('dee', `/predication/${g.quiet}/0`);
    expect(dee.statusCode).toBe(404);
    expect((await get('mia', '/predication/999999/0')).statusCode).toBe(404);
  });

  it('resolves goal 0 to the viewer’s current goal, or 404 without one', async () => {
    expect((await matrixOf('mia', 0)).goal.Id).toBe(g.root);
    const none = await get('vic', '/predication/0/0');
    expect(none.statusCode).toBe(404);
    expect(none.json().Message).toBe('You have no goal in this quarter yet.');
  });

  it.each([
    ['/predication/abc/0', 'goalId'],
    ['/predication/-1/0', 'goalId'],
    ['/predication/ROOT/abc', 'week'],
    ['/predication/ROOT/WEEK_OF_OTHER_QUARTER', 'week'],
    ['/predication/ROOT/0?states=bogus', 'states'],
    ['/predication/ROOT/0?likelihood=5', 'likelihood'],
    ['/predication/ROOT/0?level=0', 'level'],
    ['/predication/ROOT/0?page=0', 'page'],
    ['/predication/ROOT/0?pageSize=101', 'pageSize'],
  ])('answers 400 naming the field for %s', async (path, field) => {
    const other = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
      tx
        .select({ id: periodWeeks.id })
        .from(periodWeeks)
        .where(and(eq(periodWeeks.tenantId, w.org.tenant.TenantId), eq(periodWeeks.periodId, w.pastPeriodId)))
        .limit(1),
    );
    const url = path.replace('ROOT', String(g.root)).replace('WEEK_OF_OTHER_QUARTER', String(other[0]!.id));
    const res = await get('mia', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors?.[0]?.Field ?? res.json().Errors?.[0]?.Field).toContain(field);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: `/api/predication/${g.root}/0` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/predication/firstgoal/0' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/predication/searchgoals/deal' })).statusCode).toBe(401);
  });
});

describe('GET /api/predication/firstgoal/{x}', () => {
  it('finds the viewer’s goal with the most aligned below it in the current quarter, or null', async () => {
    expect((await get('mia', '/predication/firstgoal/0')).json()).toEqual({ GoalId: g.root });
    expect((await get('cal', '/predication/firstgoal/0')).json()).toEqual({ GoalId: g.deals });
    expect((await get('vic', '/predication/firstgoal/0')).json()).toEqual({ GoalId: null });
    expect((await get('mia', `/predication/firstgoal/${w.periodId}`)).json()).toEqual({ GoalId: g.root });
    expect((await get('mia', `/predication/firstgoal/${w.pastPeriodId}`)).json()).toEqual({ GoalId: null });
  });

  it('gives an observer the CEO’s goal they may see', async () => {
    const tenantId = w.org.tenant.TenantId;
    const ceoGoal = await withTenant(t.database.db, tenantId, (tx) =>
      buildGoal(tx, { tenantId, ownerId: w.org.ids.ceo, periodId: w.periodId, state: 'approved', title: 'Company goal', at: t.clock.now }),
    );
    expect((await get('obi', '/predication/firstgoal/0')).json()).toEqual({ GoalId: ceoGoal.id });
    expect((await get('obi', `/predication/${ceoGoal.id}/0`)).statusCode).toBe(200);
  });

  it('answers 400 for a quarter that is not a number', async () => {
    expect((await get('mia', '/predication/firstgoal/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/predication/searchgoals/{x}', () => {
  it('finds visible goals by part of the title', async () => {
    const found = (await get('mia', '/predication/searchgoals/deal')).json();
    expect(found).toEqual([
      {
        Id: g.deals,
        Title: 'Close ten deals',
        State: 'approved',
        UserId: w.org.ids.cal,
        UserName: 'cal',
        PeriodId: w.periodId,
        Quarter: 'Q2 2026',
        ChildCount: 1,
      },
    ]);
    expect(
      (await get('gina', '/predication/searchgoals/deal'))
        .json()
        .map((x: { Title: string }) => x.Title)
        .sort(),
    ).toEqual(['Close ten deals', 'Quiet deal']);
    expect((await get('dee', '/predication/searchgoals/quiet')).json()).toEqual([]);
    expect(
      (await get('mia', `/predication/searchgoals/${encodeURIComponent('ten deal')}`)).json().map((x: { Title: string }) => x.Title),
    ).toEqual(['Close ten deals']);
  });

  it('answers 400 for a search over 100 characters', async () => {
    const res = await get('mia', `/predication/searchgoals/${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toMatchObject({ Field: 'x' });
  });
});
