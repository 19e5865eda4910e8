import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { withTenant } from '../../db/tenant-context';
import { goalStatuses, goals, keyResultCheckins, keyResults, periods, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenGoalOrg, givenGoalWorld, periodIdsOf } from '../../testing/goal-org';
import { givenMeasuredGoal } from '../../testing/key-result-kit';
import { buildGoal, type GoalBlueprint } from '../goal-factory';

// Copy to next quarter (issue 33, decision 073) through HTTP. Acme on 2026-05-20: Q1 2026 past, Q2 current, Q3 next.
// Cal and Dee report to Mia, Mia to Vic; Gina is a goal admin, Gus a goal manager, Obi an observer.
type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];

let t: TestApp;
let org: Org;
let other: Org;
let q1: number;
let q2: number;
let q3: number;
let q4: number;
let foreignGoalId: number;
let foreignPeriodId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ org, periodId: q2, pastPeriodId: q1, nextPeriodId: q3 } = await givenGoalWorld(t));
  q4 = await periodAt(3);
  other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
  foreignPeriodId = (await periodIdsOf(t, other)).next;
  foreignGoalId = (await build({ periodId: (await periodIdsOf(t, other)).current, ownerId: other.ids.cal }, other)).id;
});
afterAll(() => t.close());

async function periodAt(index: number): Promise<number> {
  const periods = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json();
  return periods.Periods.find((p: { Index: number }) => p.Index === index).Id;
}
/** The company's quarter at `index`, stored when the calendar has not reached it yet (Q3 2027 at 6). */
const quarterAtIndex = (index: number) =>
  inTenant(async (tx) => {
    const where = and(eq(periods.tenantId, org.tenant.TenantId), eq(periods.index, index));
    const [found] = await tx.select({ id: periods.id }).from(periods).where(where);
    if (found) return found.id;
    const values = { tenantId: org.tenant.TenantId, index, startDate: '2027-07-01', endDate: '2027-09-30', quarter: 3, year: 2027 };
    return (await tx.insert(periods).values(values).returning({ id: periods.id }))[0]!.id;
  });
const call = async (who: Who, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await org.as(who), ...(payload ? { payload } : {}) });
const copy = (who: Who, body: { GoalIds: number[]; ToPeriodId?: number; WithChildren?: boolean; KeyResultValues?: string }) =>
  call(who, 'POST', '/Goal/copy', { ToPeriodId: q3, ...body });
const info = async (id: number, who: Who = 'cal') => (await call(who, 'GET', `/Goal/${id}`)).json();
const keyResultsOf = async (id: number) => (await call('cal', 'GET', `/Goal/${id}/keyresults`)).json();
function build(over: Partial<GoalBlueprint> = {}, o: Org = org) {
  return withTenant(t.database.db, o.tenant.TenantId, (tx) =>
    buildGoal(tx, { tenantId: o.tenant.TenantId, ownerId: o.ids.cal, periodId: q2, at: t.clock.now, ...over }),
  );
}
const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2], o: Org = org) => withTenant(t.database.db, o.tenant.TenantId, work);

/** Everything of the goals that a copy must leave as it was: rows, weekly statuses, key results and check-ins. */
const snapshot = (ids: number[], o: Org = org) =>
  inTenant(
    async (tx) => ({
      goals: await tx.select().from(goals).where(inArray(goals.id, ids)).orderBy(asc(goals.id)),
      statuses: await tx.select().from(goalStatuses).where(inArray(goalStatuses.goalId, ids)).orderBy(asc(goalStatuses.id)),
      keyResults: await tx.select().from(keyResults).where(inArray(keyResults.goalId, ids)).orderBy(asc(keyResults.id)),
      checkins: await tx.select().from(keyResultCheckins).where(inArray(keyResultCheckins.goalId, ids)).orderBy(asc(keyResultCheckins.id)),
    }),
    o,
  );
const goalsOfQuarter = (periodId: number, o: Org = org) =>
  inTenant(async (tx) => (await tx.select({ id: goals.id }).from(goals).where(eq(goals.periodId, periodId))).length, o);

/** A goal of Cal's in Q2 with two key results (the first read at 4 of 10, the second at its start 5) and statuses. */
async function measuredGoal(over: Partial<GoalBlueprint> = {}) {
  const goal = await build({ state: 'draft', title: 'Win ten customers', description: 'Mid-size firms', ...over });
  const second = await call('cal', 'POST', `/Goal/${goal.id}/keyresults`, {
    Title: 'Demos given',
    Kind: 'number',
    Direction: 'increase',
    Start: 5,
    Target: 25,
    Weight: 2,
    OwnerId: org.ids.dee,
  });
  expect(second.statusCode, second.body).toBe(200);
  await givenMeasuredGoal(t, org.as, { goalId: goal.id, owner: 'cal', approver: 'mia', target: 10, reading: 4 });
  const status = await call('cal', 'POST', '/Goal/updatestatus', { Id: goal.id, Likelihood: 3, Quality: 2 });
  expect(status.statusCode, status.body).toBe(200);
  return goal.id;
}

describe('POST /api/Goal/copy', () => {
  it('copies an own goal as a draft of the next quarter, its key results from their start, linked both ways', async () => {
    const sourceId = await measuredGoal({ hidden: true });
    const before = await snapshot([sourceId]);
    const res = await copy('cal', { GoalIds: [sourceId], KeyResultValues: 'reset' });
    expect(res.statusCode, res.body).toBe(201);
    const [copyId] = res.json().GoalIds;
    expect(res.json()).toEqual({ GoalIds: [expect.any(Number)] });

    const copied = await info(copyId);
    expect(copied.Goal).toMatchObject({
      Id: copyId,
      GoalDetail: { Title: 'Win ten customers', Measurement: 'Revenue up 10% over last quarter', Description: 'Mid-size firms' },
      State: 'draft',
      Hidden: true,
      ParentId: null,
      User: { Id: org.ids.cal },
      GoalPeriodId: q3,
      Quarter: 'Q3 2026',
    });
    // Predictions start fresh; the history starts with the draft.
    expect(copied.GoalStatuses).toEqual([]);
    expect(copied.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual(['Created as draft']);
    expect(copied.ContinuedFrom).toEqual({ Id: sourceId, Title: 'Win ten customers', PeriodId: q2, Quarter: 'Q2 2026' });
    expect(copied.ContinuedIn).toEqual([]);
    const source = await info(sourceId);
    expect(source.ContinuedIn).toEqual([{ Id: copyId, Title: 'Win ten customers', PeriodId: q3, Quarter: 'Q3 2026' }]);
    expect(source.ContinuedFrom).toBeNull();

    expect(
      (await keyResultsOf(copyId)).map((k: Record<string, unknown>) => [k.Title, k.Start, k.Current, k.Target, k.Weight, k.OwnerId]),
    ).toEqual([
      ['Demos given', 5, 5, 25, 2, org.ids.dee],
      ['Signed contracts', 0, 0, 10, 1, org.ids.cal],
    ]);
    expect((await snapshot([copyId])).checkins).toEqual([]);
    expect(copied.Goal.Progress).toBe(0);
    // Nothing of the old quarter changed.
    expect(await snapshot([sourceId])).toEqual(before);
  });

  it('carries key results at their current value, which becomes their start', async () => {
    const sourceId = await measuredGoal();
    const before = await snapshot([sourceId]);
    const res = await copy('cal', { GoalIds: [sourceId], KeyResultValues: 'carry' });
    expect(res.statusCode, res.body).toBe(201);
    const [copyId] = res.json().GoalIds;
    expect((await keyResultsOf(copyId)).map((k: Record<string, unknown>) => [k.Title, k.Start, k.Current, k.Target, k.Progress])).toEqual([
      ['Demos given', 5, 5, 25, 0],
      ['Signed contracts', 4, 4, 10, 0],
    ]);
    expect((await snapshot([copyId])).checkins).toEqual([]);
    expect(await snapshot([sourceId])).toEqual(before);
  });

  it('brings the aligned goals along as a tree, leaving out those the caller may not copy', async () => {
    const top = await build({ title: 'Top' });
    const mine = await build({ title: 'Mine below', parentId: top.id });
    const deeper = await build({ title: 'Deeper', parentId: mine.id, state: 'draft' });
    const dees = await build({ title: "Dee's below", parentId: top.id, ownerId: org.ids.dee });
    const shelved = await build({ title: 'Shelved below', parentId: top.id, state: 'shelved' });
    const before = await snapshot([top.id, mine.id, deeper.id, dees.id, shelved.id]);

    const res = await copy('cal', { GoalIds: [top.id], WithChildren: true });
    expect(res.statusCode, res.body).toBe(201);
    const ids: number[] = res.json().GoalIds;
    const copies = await Promise.all(ids.map((id) => info(id)));
    // Cal may not create goals for Dee, so Dee's goal stays behind; a shelved goal does not come along.
    expect(copies.map((c) => [c.Goal.GoalDetail.Title, c.ContinuedFrom.Id])).toEqual([
      ['Top', top.id],
      ['Mine below', mine.id],
      ['Deeper', deeper.id],
    ]);
    expect(copies.map((c) => c.Goal.ParentId)).toEqual([null, ids[0], ids[1]]);
    expect(await snapshot([top.id, mine.id, deeper.id, dees.id, shelved.id])).toEqual(before);

    // A goal admin may create goals for anyone: Dee's comes along for her, as Dee's draft.
    const other = await build({ title: 'Top 2' });
    const dees2 = await build({ title: "Dee's below 2", parentId: other.id, ownerId: org.ids.dee });
    const asAdmin = await copy('gina', { GoalIds: [other.id], WithChildren: true });
    expect(asAdmin.statusCode, asAdmin.body).toBe(201);
    const [otherCopy, deesCopy] = asAdmin.json().GoalIds;
    expect((await info(deesCopy, 'gina')).Goal).toMatchObject({ User: { Id: org.ids.dee }, State: 'draft', ParentId: otherCopy });
    expect((await info(deesCopy, 'gina')).ContinuedFrom.Id).toBe(dees2.id);
  });

  it('copies no aligned goals without WithChildren', async () => {
    const top = await build({ title: 'Alone' });
    await build({ title: 'Left behind', parentId: top.id });
    const res = await copy('cal', { GoalIds: [top.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().GoalIds).toHaveLength(1);
    expect((await info(res.json().GoalIds[0])).Goal.ChildCount).toBe(0);
  });

  it('answers parents before their children, selected goals in the order of the request', async () => {
    const a = await build({ title: 'A' });
    const b = await build({ title: 'B' });
    const aChild = await build({ title: 'A child', parentId: a.id });
    const res = await copy('cal', { GoalIds: [aChild.id, b.id, a.id] });
    expect(res.statusCode, res.body).toBe(201);
    const titles = await Promise.all(res.json().GoalIds.map(async (id: number) => (await info(id)).Goal.GoalDetail.Title));
    // The child is copied under its parent's copy, so after it.
    expect(titles).toEqual(['B', 'A', 'A child']);
    const [, aCopy, childCopy] = res.json().GoalIds;
    expect((await info(childCopy)).Goal.ParentId).toBe(aCopy);
  });

  it('aligns a copy to the goal that already continues its parent in that quarter', async () => {
    const parent = await build({ title: "Mia's team goal", ownerId: org.ids.mia });
    const continuation = await build({ title: "Mia's team goal", ownerId: org.ids.mia, periodId: q3, continuedFromId: parent.id });
    const mine = await build({ title: 'My part', parentId: parent.id });
    const res = await copy('cal', { GoalIds: [mine.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect((await info(res.json().GoalIds[0])).Goal.ParentId).toBe(continuation.id);

    // A continuation the owner cannot see is not one to align to: the copy stands alone.
    const hiddenParent = await build({ title: 'Secret', ownerId: org.ids.dee });
    await build({ title: 'Secret', ownerId: org.ids.dee, periodId: q3, continuedFromId: hiddenParent.id, state: 'draft' });
    const mine2 = await build({ title: 'My other part', parentId: hiddenParent.id });
    const res2 = await copy('cal', { GoalIds: [mine2.id] });
    expect(res2.statusCode, res2.body).toBe(201);
    expect((await info(res2.json().GoalIds[0])).Goal.ParentId).toBeNull();
  });

  it('copies to a chosen later quarter', async () => {
    const goal = await build({ title: 'Two quarters on' });
    const res = await copy('cal', { GoalIds: [goal.id], ToPeriodId: q4 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await info(res.json().GoalIds[0])).ContinuedFrom).toMatchObject({ Id: goal.id, Quarter: 'Q2 2026' });
    expect((await info(goal.id)).ContinuedIn).toEqual([
      { Id: res.json().GoalIds[0], Title: 'Two quarters on', PeriodId: q4, Quarter: 'Q4 2026' },
    ]);
  });

  it('copies nothing when one goal is refused, naming each refused goal and its reason', async () => {
    const mine = await build({ title: 'Mine' });
    const dees = await build({ title: 'Dee’s', ownerId: org.ids.dee });
    const inQ3 = await build({ title: 'Already next quarter', periodId: q3 });
    const before = await snapshot([mine.id, dees.id, inQ3.id]);
    const q3Goals = await goalsOfQuarter(q3);

    const res = await copy('cal', { GoalIds: [mine.id, dees.id, inQ3.id], WithChildren: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Nothing was copied: some of the goals cannot be copied to that quarter.',
      Errors: [
        { Field: 'GoalIds.1', GoalId: dees.id, Message: 'Only goal admins and goal managers create goals for someone else.' },
        { Field: 'GoalIds.2', GoalId: inQ3.id, Message: 'Goals are copied to a later quarter than their own.' },
      ],
    });
    expect(await goalsOfQuarter(q3)).toBe(q3Goals);
    expect(await snapshot([mine.id, dees.id, inQ3.id])).toEqual(before);
    expect((await info(mine.id)).ContinuedIn).toEqual([]);
  });

  it('answers 404 when a goal is not found, one the caller cannot see as one that does not exist', async () => {
    const mine = await build({ title: 'Mine too' });
    const deesPrivate = await build({ title: 'Dee’s secret', ownerId: org.ids.dee, hidden: true });
    const dees = await build({ title: 'Dee’s other', ownerId: org.ids.dee });
    const q3Goals = await goalsOfQuarter(q3);
    const res = await copy('cal', { GoalIds: [999_999, mine.id, deesPrivate.id, dees.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Message: 'Nothing was copied: some of the goals cannot be copied to that quarter.',
      Errors: [
        { Field: 'GoalIds.0', GoalId: 999_999, Message: 'Goal not found.' },
        { Field: 'GoalIds.2', GoalId: deesPrivate.id, Message: 'Goal not found.' },
        { Field: 'GoalIds.3', GoalId: dees.id, Message: 'Only goal admins and goal managers create goals for someone else.' },
      ],
    });
    expect(await goalsOfQuarter(q3)).toBe(q3Goals);
  });

  it('refuses a manager the copy of a report’s goal, as creating one for a report', async () => {
    const cals = await build({ title: 'Report’s goal' });
    const res = await copy('mia', { GoalIds: [cals.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      { Field: 'GoalIds.0', GoalId: cals.id, Message: 'Only goal admins and goal managers create goals for someone else.' },
    ]);
    // A goal manager creates for others below a goal of their own only: without such a parent the copy is refused.
    const gus = await copy('gus', { GoalIds: [cals.id] });
    expect(gus.statusCode).toBe(400);
    expect(gus.json().Errors).toEqual([
      { Field: 'GoalIds.0', GoalId: cals.id, Message: 'A goal for someone else needs a parent goal from your own goals or below.' },
    ]);
  });

  it('refuses the copy of a deactivated owner’s goal and a second copy to the same quarter', async () => {
    const leaver = await build({ title: 'Of a leaver', ownerId: org.ids.dee });
    const twice = await build({ title: 'Copied once' });
    expect((await copy('cal', { GoalIds: [twice.id] })).statusCode).toBe(201);
    await inTenant((tx) => tx.update(users).set({ deactivatedAt: t.clock.now }).where(eq(users.id, org.ids.dee)));
    try {
      const res = await copy('gina', { GoalIds: [leaver.id, twice.id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([
        { Field: 'GoalIds.0', GoalId: leaver.id, Message: "The goal's owner is deactivated." },
        { Field: 'GoalIds.1', GoalId: twice.id, Message: 'This goal has already been copied to that quarter.' },
      ]);
    } finally {
      await inTenant((tx) => tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, org.ids.dee)));
    }
  });

  it('refuses a later quarter closed for setting goals', async () => {
    // Goals are set for the current quarter (Q2, index 1) and the next four: the sixth from now is not open yet.
    const farAhead = await quarterAtIndex(6);
    const goal = await build({ title: 'Far ahead' });
    const res = await copy('cal', { GoalIds: [goal.id], ToPeriodId: farAhead });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      {
        Field: 'GoalIds.0',
        GoalId: goal.id,
        Message: 'That quarter is closed for setting goals: goals are set for the current quarter or one of the next four.',
      },
    ]);
    // A goal of a past quarter goes to any open one after it.
    const inQ1 = await build({ title: 'Of the first quarter', periodId: q1 });
    expect((await copy('cal', { GoalIds: [inQ1.id], ToPeriodId: q2 })).statusCode).toBe(201);
  });

  it("answers another company's goal as not found and changes nothing there", async () => {
    const before = await snapshot([foreignGoalId], other);
    const theirs = await goalsOfQuarter(foreignPeriodId, other);
    const res = await copy('gina', { GoalIds: [foreignGoalId] });
    expect(res.statusCode).toBe(404);
    expect(res.json().Errors).toEqual([{ Field: 'GoalIds.0', GoalId: foreignGoalId, Message: 'Goal not found.' }]);
    expect(await snapshot([foreignGoalId], other)).toEqual(before);
    expect(await goalsOfQuarter(foreignPeriodId, other)).toBe(theirs);
    // Another company's quarter is not found either.
    const mine = await build({ title: 'Mine to their quarter' });
    const toTheirs = await copy('cal', { GoalIds: [mine.id], ToPeriodId: foreignPeriodId });
    expect(toTheirs.statusCode).toBe(404);
    expect(toTheirs.json()).toMatchObject({ Errors: [{ Field: 'ToPeriodId' }] });
    expect(await goalsOfQuarter(foreignPeriodId, other)).toBe(theirs);
  });

  it('shows a link only to whoever may see the linked goal', async () => {
    const secret = await build({ title: 'Private one', ownerId: org.ids.dee, hidden: true });
    const res = await copy('dee', { GoalIds: [secret.id] });
    expect(res.statusCode, res.body).toBe(201);
    const [copyId] = res.json().GoalIds;
    expect((await info(secret.id, 'dee')).ContinuedIn).toHaveLength(1);
    // Mia, Dee's manager, sees private goals of her report; Cal, a peer, sees neither.
    expect((await info(copyId, 'mia')).ContinuedFrom).toMatchObject({ Id: secret.id });
    expect((await call('cal', 'GET', `/Goal/${copyId}`)).statusCode).toBe(404);
    const open = await build({ title: 'Public continued privately', ownerId: org.ids.dee });
    const [privateCopy] = (await copy('dee', { GoalIds: [open.id] })).json().GoalIds;
    await inTenant((tx) =>
      tx
        .update(goals)
        .set({ hidden: true })
        .where(and(eq(goals.id, privateCopy))),
    );
    expect((await info(open.id, 'cal')).ContinuedIn).toEqual([]);
  });

  it.each([
    [{ GoalIds: [] }, 'GoalIds'],
    [{ GoalIds: [1], KeyResultValues: 'keep' }, 'KeyResultValues'],
    [{ GoalIds: [1], ToPeriodId: 0 }, 'ToPeriodId'],
  ])('validates the request: %o', async (body, field) => {
    const res = await copy('cal', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe(field);
  });

  it('is not for observers', async () => {
    const goal = await build({ title: 'Seen by Obi' });
    expect((await copy('obi', { GoalIds: [goal.id] })).statusCode).toBe(403);
  });

  it('is in the OpenAPI document answering 201 with the new goals', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/Goal/copy'].post.responses)).toEqual(['201']);
  });
});
