import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { withTenant } from '../../db/tenant-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenGoalOrg, givenGoalWorld, periodIdsOf } from '../../testing/goal-org';
import { buildGoal, type GoalBlueprint } from '../goal-factory';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];

let t: TestApp;
let org: Org;
let periodId: number;
let pastPeriodId: number;
let nextPeriodId: number;
let foreignGoalId: number;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ org, periodId, pastPeriodId, nextPeriodId } = await givenGoalWorld(t));
  const other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
  const theirPeriod = (await periodIdsOf(t, other)).current;
  foreignGoalId = (await build({ periodId: theirPeriod }, other)).id;
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const get = async (who: Who, url: string) => t.app.inject({ url, headers: await org.as(who) });
const post = async (who: Who, url: string) => t.app.inject({ method: 'POST', url, headers: await org.as(who) });
const info = async (who: Who, id: number) => (await get(who, `/api/Goal/${id}`)).json();
function build(over: Partial<GoalBlueprint> = {}, o: Org = org) {
  return withTenant(t.database.db, o.tenant.TenantId, (tx) =>
    buildGoal(tx, { tenantId: o.tenant.TenantId, ownerId: o.ids.cal, periodId, at: t.clock.now, ...over }),
  );
}

describe('GET /api/Goal/delete/{id}', () => {
  it('moves the aligned goals up to the parent and shows the deletion on the parent', async () => {
    const top = await build({ ownerId: org.ids.mia });
    const goal = await build({ parentId: top.id });
    const kids = [await build({ parentId: goal.id }), await build({ ownerId: org.ids.dee, parentId: goal.id })];
    const res = await get('mia', `/api/Goal/delete/${goal.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'Goal deleted.' });
    expect(events.at(-1)).toMatchObject({ type: 'goal_deleted', goalId: goal.id, ownerId: org.ids.cal, data: { movedChildren: 2 } });

    expect((await get('mia', `/api/Goal/${goal.id}`)).statusCode).toBe(404);
    expect((await get('mia', `/api/Goal/delete/${goal.id}`)).statusCode).toBe(404);
    const parent = await info('mia', top.id);
    expect(parent.DeletedDescestors).toEqual([{ Id: goal.id, ParentId: top.id, Count: 2 }]);
    expect(parent.Goal.ChildCount).toBe(2);
    for (const kid of kids) {
      const moved = await info('mia', kid.id);
      expect(moved.Goal.ParentId).toBe(top.id);
      expect(moved.GoalTransitions.at(-1)).toMatchObject({
        Label: 'Parent goal changed',
        ActionType: 1,
        Meta: { FromParentId: goal.id, ToParentId: top.id, Reason: 'parent deleted' },
      });
    }
  });

  it('leaves the children of a top-level goal at the top', async () => {
    const goal = await build({ state: 'draft' });
    const kid = await build({ parentId: goal.id });
    expect((await get('cal', `/api/Goal/delete/${goal.id}`)).statusCode).toBe(200);
    expect((await info('cal', kid.id)).Goal.ParentId).toBeNull();
  });

  it('needs the Delete flag', async () => {
    const approved = await build();
    expect((await get('cal', `/api/Goal/delete/${approved.id}`)).statusCode).toBe(403);
    expect((await get('dee', `/api/Goal/delete/${approved.id}`)).statusCode).toBe(403);
    // The observers' guard refuses a GET with 404 (decision 027).
    expect((await get('obi', `/api/Goal/delete/${approved.id}`)).statusCode).toBe(404);
    const done = await build({ state: 'finalized' });
    expect((await get('gina', `/api/Goal/delete/${done.id}`)).statusCode).toBe(403);
    expect((await get('ceo', `/api/Goal/delete/${foreignGoalId}`)).statusCode).toBe(404);
    expect((await info('cal', approved.id)).Goal.State).toBe('approved');
  });
});

describe('POST /api/Goal/copy/{id}', () => {
  it("makes a draft of the viewer's own from someone else's goal", async () => {
    const top = await build({ ownerId: org.ids.mia });
    const goal = await build({ parentId: top.id, title: 'Cut churn', measurement: 'Churn below 2%', hidden: false });
    const res = await post('dee', `/api/Goal/copy/${goal.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      State: 'draft',
      User: { Id: org.ids.dee },
      ParentId: null,
      GoalPeriodId: periodId,
      Hidden: false,
      GoalDetail: { Title: 'Copy of Cut churn', Measurement: 'Churn below 2%', Description: null },
    });
    expect(res.json().Id).not.toBe(goal.id);
    expect((await info('dee', res.json().Id)).GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual(['Created as draft']);
  });

  it('keeps a later quarter, moves a past one to the current quarter, and fits the title', async () => {
    const later = await build({ periodId: nextPeriodId, state: 'draft' });
    expect((await post('cal', `/api/Goal/copy/${later.id}`)).json().GoalPeriodId).toBe(nextPeriodId);
    const past = await build({ periodId: pastPeriodId, title: 'x'.repeat(255) });
    const copy = (await post('cal', `/api/Goal/copy/${past.id}`)).json();
    expect(copy.GoalPeriodId).toBe(periodId);
    expect(copy.GoalDetail.Title).toBe(`Copy of ${'x'.repeat(247)}`);
  });

  it('refuses observers, goals out of sight and other tenants', async () => {
    const company = await build({ ownerId: org.ids.ceo });
    expect((await post('obi', `/api/Goal/copy/${company.id}`)).statusCode).toBe(403);
    const draft = await build({ state: 'draft' });
    expect((await post('dee', `/api/Goal/copy/${draft.id}`)).statusCode).toBe(404);
    expect((await post('cal', `/api/Goal/copy/${foreignGoalId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/Goal/follow/{id}', () => {
  it('toggles following, shown as IsFollowed on the goal', async () => {
    const goal = await build();
    expect((await get('dee', `/api/Goal/follow/${goal.id}`)).json()).toEqual({ IsFollowed: true });
    expect(await info('dee', goal.id)).toMatchObject({ IsFollowed: true, Goal: { IsFollowed: true } });
    expect((await info('cal', goal.id)).IsFollowed).toBe(false);
    expect((await get('dee', `/api/Goal/follow/${goal.id}`)).json()).toEqual({ IsFollowed: false });
    expect((await info('dee', goal.id)).IsFollowed).toBe(false);
  });

  it('lets observers follow company goals only, and no one follow what they cannot see', async () => {
    const company = await build({ ownerId: org.ids.ceo });
    expect((await get('obi', `/api/Goal/follow/${company.id}`)).json()).toEqual({ IsFollowed: true });
    expect((await get('obi', `/api/Goal/follow/${(await build()).id}`)).statusCode).toBe(404);
    expect((await get('dee', `/api/Goal/follow/${(await build({ state: 'draft' })).id}`)).statusCode).toBe(404);
    expect((await get('cal', `/api/Goal/follow/${foreignGoalId}`)).statusCode).toBe(404);
  });
});
