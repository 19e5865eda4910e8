import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { goalEdits, users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { buildGoal, type GoalBlueprint } from '../goals/goal-factory';
import { givenGoalWorld } from '../testing/goal-org';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import type { Reminder } from '../../contract/dashboard';

type World = Awaited<ReturnType<typeof givenGoalWorld>>;
type Who = Parameters<World['org']['as']>[0];

let t: TestApp;
let w: World;
const g: Record<string, number> = {};
let editId = 0;
const TODAY = new Date('2026-05-20T15:00:00Z');
const EARLY = new Date('2026-04-02T15:00:00Z');
const weeks = (n: number) => Array.from({ length: n }, () => [3, 3] as [number, number]);

async function goal(name: string, b: Omit<GoalBlueprint, 'tenantId'>) {
  const row = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
    buildGoal(tx, { tenantId: w.org.tenant.TenantId, title: name, at: EARLY, asOf: TODAY, ...b }),
  );
  g[name] = row.id;
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await givenGoalWorld(t);
  const { ids } = w.org;
  const cur = w.periodId;
  const past = w.pastPeriodId;
  const pastAt = new Date('2026-01-05T15:00:00Z');
  await goal('Cal stale', { ownerId: ids.cal, periodId: cur, state: 'approved', statuses: weeks(7) });
  await goal('Cal current', { ownerId: ids.cal, periodId: cur, state: 'approved', statuses: weeks(8) });
  await goal('Cal unfinalized', { ownerId: ids.cal, periodId: past, state: 'approved', at: pastAt, asOf: pastAt });
  await goal('Cal finalized', { ownerId: ids.cal, periodId: past, state: 'finalized', at: pastAt, asOf: pastAt });
  await goal('Cal submitted', {
    ownerId: ids.cal,
    periodId: cur,
    history: [{ to: 'review', by: ids.cal, at: new Date('2026-05-18T10:00:00Z'), comment: 'Please approve' }],
  });
  const edited = await goal('Cal edited', {
    ownerId: ids.cal,
    periodId: cur,
    state: 'approved',
    statuses: weeks(8),
    edit: {
      state: 'review',
      title: 'Cal edited, sharper',
      measurement: 'Sharper',
      by: ids.cal,
      at: new Date('2026-05-19T09:00:00Z'),
      comment: 'Tightened',
    },
  });
  await goal('Cal shelving', {
    ownerId: ids.cal,
    periodId: cur,
    statuses: weeks(8),
    history: [
      { to: 'approved', by: ids.cal, at: EARLY },
      { to: 'shelving_in_review', by: ids.cal, at: new Date('2026-05-17T10:00:00Z'), comment: 'No longer relevant' },
    ],
  });
  await goal('Cal results', {
    ownerId: ids.cal,
    periodId: past,
    state: 'results_in_review',
    at: pastAt,
    asOf: pastAt,
    results: { owner: { completed: true, quality: 3, text: 'Done', by: ids.cal, at: new Date('2026-04-03T10:00:00Z') } },
  });
  await goal('Cal disputed', {
    ownerId: ids.cal,
    periodId: past,
    state: 'results_in_review',
    at: pastAt,
    asOf: pastAt,
    results: { owner: { completed: true, text: 'Done', by: ids.cal }, manager: { completed: false, text: 'Not quite', by: ids.mia } },
  });
  await goal('Cal draft', { ownerId: ids.cal, periodId: cur, state: 'draft' });
  await goal('Cal next quarter', { ownerId: ids.cal, periodId: w.nextPeriodId, state: 'approved' });
  // A deactivated report's request reminds nobody.
  const zed = await givenUser(t, w.org.tenant.TenantId, {
    name: 'zed',
    email: 'zed@acme.test',
    password: PASSWORD,
    role: 'contributor',
    managerEmail: 'mia@acme.test',
  });
  await goal('Zed submitted', { ownerId: zed.UserId, periodId: cur, state: 'review' });
  await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
    tx.update(users).set({ deactivatedAt: TODAY }).where(eq(users.id, zed.UserId)),
  );
  editId = (
    await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
      tx
        .select({ id: goalEdits.id })
        .from(goalEdits)
        .where(and(eq(goalEdits.tenantId, w.org.tenant.TenantId), eq(goalEdits.goalId, edited.id))),
    )
  )[0]!.id;
});
afterAll(() => t.close());

const remindersOf = async (who: Who, query = '', fresh = false) => {
  // Sessions last a week: after moving the clock further, sign in again.
  const headers = fresh ? bearer(await signIn(t, w.org.email(who), 'acme')) : await w.org.as(who);
  const res = await t.app.inject({ url: `/api/dashboard${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { Reminders: Reminder[]; Total: number };
};
const brief = (r: Reminder) => `${r.Type}: ${r.Title}`;

describe('GET /api/dashboard reminders', () => {
  it('reminds the owner of the weekly update due and the results to finalize, nothing else', async () => {
    const { Reminders, Total } = await remindersOf('cal');
    expect(Reminders.map(brief)).toEqual(['WeeklyUpdate: Cal stale', 'FinalizeResults: Cal unfinalized']);
    expect(Total).toBe(2);
    expect(Reminders[0]).toEqual({
      Key: `WeeklyUpdate-${g['Cal stale']}`,
      Id: g['Cal stale'],
      Type: 'WeeklyUpdate',
      Prefix: 'Weekly Update',
      Title: 'Cal stale',
      Quarter: 'Q2 2026',
      PeriodId: w.periodId,
      WeekId: expect.any(Number),
      GoalId: g['Cal stale'],
      User: null,
      ButtonText: 'Update',
      Link: `/v3/goals/${g['Cal stale']}`,
      CreatedAt: null,
    });
    expect(Reminders[1]).toMatchObject({
      Prefix: 'Finalize Results',
      ButtonText: 'Finalize',
      Quarter: 'Q1 2026',
      PeriodId: w.pastPeriodId,
      WeekId: null,
    });
  });

  it("gives the manager their reports' requests and results to review, oldest first, after creating their own goals", async () => {
    const { Reminders, Total } = await remindersOf('mia');
    expect(Reminders.map(brief)).toEqual([
      'CreateGoals: Set your goals for Q2 2026',
      'ApprovalRequest: Cal submitted',
      'ShelveRequest: Cal shelving',
      'EditRequest: Cal edited',
      'ReviewResults: Cal results',
    ]);
    expect(Total).toBe(5);
    const [create, approval, shelve, edit, results] = Reminders as [Reminder, Reminder, Reminder, Reminder, Reminder];
    expect(create).toMatchObject({
      Id: w.periodId,
      PeriodId: w.periodId,
      Prefix: 'Create Goals',
      ButtonText: 'Add a Goal',
      GoalId: null,
      Link: `/v3/goals?quarter=${w.periodId}`,
    });
    expect(approval).toMatchObject({
      Id: g['Cal submitted'],
      Prefix: 'Approval Request',
      ButtonText: 'Review',
      User: { Id: w.org.ids.cal, Name: 'cal', JobTitle: null, Avatar: null },
      CreatedAt: '2026-05-18T10:00:00.000Z',
    });
    expect(shelve).toMatchObject({ Prefix: 'Shelving Request', ButtonText: 'Review', GoalId: g['Cal shelving'] });
    expect(edit).toMatchObject({ Id: editId, GoalId: g['Cal edited'], Prefix: 'Edit Request', CreatedAt: '2026-05-19T09:00:00.000Z' });
    expect(results).toMatchObject({
      Prefix: 'Review Results',
      ButtonText: 'Review Results',
      Quarter: 'Q1 2026',
      CreatedAt: '2026-04-03T10:00:00.000Z',
    });
  });

  it('asks everyone without goals this quarter to create them, observers get nothing', async () => {
    expect((await remindersOf('dee')).Reminders.map(brief)).toEqual(['CreateGoals: Set your goals for Q2 2026']);
    // Vic is above Cal but not Cal's manager; Gina reviews as goal admin from the goal list, not from reminders.
    expect((await remindersOf('vic')).Reminders.map(brief)).toEqual(['CreateGoals: Set your goals for Q2 2026']);
    expect((await remindersOf('gina')).Reminders.map(brief)).toEqual(['CreateGoals: Set your goals for Q2 2026']);
    expect(await remindersOf('obi')).toEqual({ Reminders: [], Total: 0 });
  });

  it('asks for next quarter’s goals from two weeks before it starts', async () => {
    t.clock.now = new Date('2026-06-20T15:00:00Z');
    try {
      const dee = (await remindersOf('dee', '', true)).Reminders.map(brief);
      expect(dee).toEqual(['CreateGoals: Set your goals for Q2 2026', 'CreateGoals: Set your goals for Q3 2026']);
      // Cal already has a goal in Q3.
      expect((await remindersOf('cal', '', true)).Reminders.filter((r) => r.Type === 'CreateGoals')).toEqual([]);
      t.clock.now = new Date('2026-06-16T15:00:00Z');
      expect((await remindersOf('dee', '', true)).Reminders.map(brief)).toEqual(['CreateGoals: Set your goals for Q2 2026']);
    } finally {
      t.clock.now = TODAY;
    }
  });

  it('answers a page and the total; bad take is refused', async () => {
    const page = await remindersOf('mia', '?take=2');
    expect(page.Reminders.map((r) => r.Type)).toEqual(['CreateGoals', 'ApprovalRequest']);
    expect(page.Total).toBe(5);
    expect((await remindersOf('mia', '?take=1')).Total).toBe(5);
    for (const take of ['0', '501', 'abc', '2.5']) {
      const res = await t.app.inject({ url: `/api/dashboard?take=${take}`, headers: await w.org.as('mia') });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].Field).toBe('take');
    }
    expect((await t.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('drops a reminder once it is answered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Goal/approve',
      headers: await w.org.as('mia'),
      payload: { Id: g['Cal submitted'], Status: 'approved' },
    });
    expect(res.statusCode).toBe(200);
    expect((await remindersOf('mia')).Reminders.map((r) => r.Type)).toEqual([
      'CreateGoals',
      'ShelveRequest',
      'EditRequest',
      'ReviewResults',
    ]);
    // The approved goal now waits for Cal's weekly update.
    expect((await remindersOf('cal')).Reminders.map(brief)).toContain('WeeklyUpdate: Cal submitted');
  });
});

describe('GET /api/dashboard/reviewdata and editreviewdata', () => {
  it('gives the reviewer a shelving request with its comment and the statuses to answer with', async () => {
    const res = await t.app.inject({ url: `/api/dashboard/reviewdata/${g['Cal shelving']}`, headers: await w.org.as('mia') });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({
      Kind: 'shelve',
      Edit: null,
      RequestedBy: { Id: w.org.ids.cal, Name: 'cal' },
      RequestedAt: '2026-05-17T10:00:00.000Z',
      RequestComment: 'No longer relevant',
      ApproveStatus: 'shelved',
      DenyStatus: 'approved',
    });
    expect(data.Info.Goal).toMatchObject({ Id: g['Cal shelving'], State: 'shelving_in_review' });
    expect(data.Info.Permissions.ApproveShelve).toBe(true);
  });

  it('gives an approval request to the manager and to a goal admin, not to the owner or others', async () => {
    const fresh = await goal('Cal second request', {
      ownerId: w.org.ids.cal,
      periodId: w.periodId,
      history: [{ to: 'review', by: w.org.ids.cal, at: TODAY }],
    });
    const url = `/api/dashboard/reviewdata/${fresh.id}`;
    const mia = (await t.app.inject({ url, headers: await w.org.as('mia') })).json();
    expect(mia).toMatchObject({
      Kind: 'request',
      ApproveStatus: 'approved',
      DenyStatus: 'draft',
      RequestComment: null,
      RequestedBy: { Name: 'cal' },
    });
    expect((await t.app.inject({ url, headers: await w.org.as('gina') })).json().Kind).toBe('request');
    for (const who of ['cal', 'vic', 'dee'] as const) {
      const res = await t.app.inject({ url, headers: await w.org.as(who) });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url, headers: await w.org.as('obi') })).statusCode).toBe(404);
  });

  it('answers 404 when nothing waits any more, for unknown ids and for bad ids 400', async () => {
    const stale = await t.app.inject({ url: `/api/dashboard/reviewdata/${g['Cal stale']}`, headers: await w.org.as('mia') });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().Message).toBe('Nothing of this goal waits for your review any more.');
    expect((await t.app.inject({ url: '/api/dashboard/reviewdata/999999', headers: await w.org.as('mia') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dashboard/reviewdata/abc', headers: await w.org.as('mia') })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/dashboard/editreviewdata/0', headers: await w.org.as('mia') })).statusCode).toBe(400);
  });

  it('gives the proposed edit beside the goal as it stands', async () => {
    const res = await t.app.inject({ url: `/api/dashboard/editreviewdata/${editId}`, headers: await w.org.as('mia') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Kind: 'request',
      Edit: { Id: editId, State: 'review', Title: 'Cal edited, sharper' },
      Info: { Goal: { Id: g['Cal edited'], GoalDetail: { Title: 'Cal edited' } }, Permissions: { ReviewPublicationRequest2: true } },
      RequestComment: 'Tightened',
      ApproveStatus: 'approved',
      DenyStatus: 'draft',
    });
    expect((await t.app.inject({ url: `/api/dashboard/editreviewdata/${editId}`, headers: await w.org.as('cal') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dashboard/editreviewdata/999999', headers: await w.org.as('mia') })).statusCode).toBe(404);
  });

  it("does not reach another tenant's goals", async () => {
    const other = await givenGoalWorld(t, 'globex');
    t.clock.now = TODAY;
    const res = await t.app.inject({ url: `/api/dashboard/reviewdata/${g['Cal shelving']}`, headers: await other.org.as('mia') });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/dashboard/editreviewdata/${editId}`, headers: await other.org.as('mia') })).statusCode).toBe(
      404,
    );
    const theirs = (await t.app.inject({ url: '/api/dashboard', headers: await other.org.as('mia') })).json();
    expect(theirs.Reminders.map((r: Reminder) => r.Type)).toEqual(['CreateGoals']);
  });
});
