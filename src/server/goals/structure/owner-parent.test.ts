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
let other: Org;
let periodId: number;
let nextPeriodId: number;
let foreignGoalId: number;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ org, periodId, nextPeriodId } = await givenGoalWorld(t));
  other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
  const theirPeriod = (await periodIdsOf(t, other)).current;
  foreignGoalId = (await build({ periodId: theirPeriod }, other)).id;
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const post = async (who: Who, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: await org.as(who), payload });
const info = async (who: Who, id: number) => (await t.app.inject({ url: `/api/Goal/${id}`, headers: await org.as(who) })).json();
const owner = (who: Who) => org.ids[who];
function build(over: Partial<GoalBlueprint> = {}, o: Org = org) {
  return withTenant(t.database.db, o.tenant.TenantId, (tx) =>
    buildGoal(tx, { tenantId: o.tenant.TenantId, ownerId: o.ids.cal, periodId, at: t.clock.now, ...over }),
  );
}

describe('POST /api/Goal/changegoalownership', () => {
  it("lets the owner's manager hand the goal over, with history and an event", async () => {
    const goal = await build();
    const res = await post('mia', '/api/Goal/changegoalownership', { Id: goal.id, UserId: owner('dee') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Id: goal.id, User: { Id: owner('dee'), Name: 'dee' }, State: 'approved' });
    const last = (await info('dee', goal.id)).GoalTransitions.at(-1);
    expect(last).toMatchObject({
      Label: 'Owner changed',
      ActionType: 0,
      UserId: owner('mia'),
      Meta: { FromUserId: owner('cal'), ToUserId: owner('dee'), FromName: 'cal', ToName: 'dee' },
    });
    expect(events.at(-1)).toMatchObject({ type: 'goal_owner_changed', goalId: goal.id, ownerId: owner('dee') });
  });

  it('answers the goal even when the new owner takes it out of the actor’s sight', async () => {
    const draft = await build({ state: 'draft' });
    const res = await post('mia', '/api/Goal/changegoalownership', { Id: draft.id, UserId: owner('gus') });
    expect(res.json()).toMatchObject({ User: { Id: owner('gus') }, State: 'draft' });
    expect((await t.app.inject({ url: `/api/Goal/${draft.id}`, headers: await org.as('mia') })).statusCode).toBe(404);
  });

  it('refuses without the flag, for finalized goals and for unknown goals', async () => {
    const goal = await build();
    expect((await post('cal', '/api/Goal/changegoalownership', { Id: goal.id, UserId: owner('dee') })).statusCode).toBe(403);
    expect((await post('dee', '/api/Goal/changegoalownership', { Id: goal.id, UserId: owner('dee') })).statusCode).toBe(403);
    expect((await post('obi', '/api/Goal/changegoalownership', { Id: goal.id, UserId: owner('dee') })).statusCode).toBe(403);
    const done = await build({ state: 'finalized' });
    expect((await post('gina', '/api/Goal/changegoalownership', { Id: done.id, UserId: owner('dee') })).statusCode).toBe(403);
    expect((await post('ceo', '/api/Goal/changegoalownership', { Id: foreignGoalId, UserId: owner('dee') })).statusCode).toBe(404);
    expect((await info('cal', goal.id)).Goal.User.Id).toBe(owner('cal'));
  });

  it.each([
    ['an observer', () => owner('obi'), 'Please select owner!'],
    ['nobody', () => 0, 'Please select owner!'],
    ['the current owner', () => owner('cal'), 'The goal already belongs to this person.'],
  ])('refuses %s as the new owner with 400 naming UserId', async (_, userId, message) => {
    const goal = await build();
    const res = await post('gina', '/api/Goal/changegoalownership', { Id: goal.id, UserId: userId() });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: 'UserId', Message: message });
  });

  it("answers 404 naming UserId for another tenant's user, as for any id the company does not have", async () => {
    const goal = await build();
    const res = await post('gina', '/api/Goal/changegoalownership', { Id: goal.id, UserId: other.ids.dee });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Message: 'This person was not found.',
      Errors: [{ Field: 'UserId', Message: 'This person was not found.' }],
    });
  });
});

describe('POST /api/Goal/changeparentgoal', () => {
  it('aligns a goal, then removes the parent with 0, recording both', async () => {
    const top = await build();
    const goal = await build();
    const aligned = await post('cal', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: top.id });
    expect(aligned.json()).toMatchObject({ Id: goal.id, ParentId: top.id });
    expect(events.at(-1)).toMatchObject({ type: 'goal_parent_changed', goalId: goal.id, data: { fromParentId: null, toParentId: top.id } });
    expect((await info('cal', top.id)).Goal.ChildCount).toBe(1);
    const removed = await post('cal', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: 0 });
    expect(removed.json().ParentId).toBeNull();
    const history = (await info('cal', goal.id)).GoalTransitions.filter((x: { ActionType: number | null }) => x.ActionType === 1);
    expect(history.map((x: { Label: string; Meta: unknown }) => [x.Label, x.Meta])).toEqual([
      ['Parent goal changed', { FromParentId: null, ToParentId: top.id }],
      ['Parent goal changed', { FromParentId: top.id, ToParentId: null }],
    ]);
  });

  it('refuses cycles, shelved parents, other quarters and parents the viewer cannot see', async () => {
    const top = await build();
    const child = await build({ parentId: top.id });
    const grandchild = await build({ parentId: child.id });
    const shelved = await build({ state: 'shelved' });
    const later = await build({ periodId: nextPeriodId });
    const hidden = await build({ ownerId: owner('gus'), state: 'draft' });
    // A goal the viewer cannot see answers like one that does not exist: 404, another tenant's too.
    const cases: [number, number, string][] = [
      [top.id, 400, 'A goal cannot be aligned to itself or to a goal below it.'],
      [grandchild.id, 400, 'A goal cannot be aligned to itself or to a goal below it.'],
      [shelved.id, 400, 'A shelved goal cannot be a parent goal.'],
      [later.id, 400, 'The parent goal must be in the same quarter.'],
      [hidden.id, 404, 'The parent goal does not exist.'],
      [foreignGoalId, 404, 'The parent goal does not exist.'],
    ];
    for (const [parent, status, message] of cases) {
      const res = await post('cal', '/api/Goal/changeparentgoal', { Id: top.id, GoalId: parent });
      expect({ status: res.statusCode, error: res.json().Errors[0] }).toEqual({ status, error: { Field: 'GoalId', Message: message } });
    }
    expect((await info('cal', top.id)).Goal.ParentId).toBeNull();
  });

  it('needs the flag and a visible goal', async () => {
    const goal = await build();
    const top = await build({ ownerId: owner('dee') });
    expect((await post('dee', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: top.id })).statusCode).toBe(403);
    expect((await post('cal', '/api/Goal/changeparentgoal', { Id: foreignGoalId, GoalId: 0 })).statusCode).toBe(404);
    expect((await post('cal', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: -1 })).json().Errors[0].Field).toBe('GoalId');
  });

  it("keeps a goal manager's changes to others' goals within their cascade", async () => {
    const own = await build({ ownerId: owner('gus') });
    const ownToo = await build({ ownerId: owner('gus') });
    const company = await build({ ownerId: owner('ceo') });
    const goal = await build({ parentId: own.id });
    const outside = await post('gus', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: company.id });
    expect(outside.json().Errors[0]).toEqual({
      Field: 'GoalId',
      Message: 'Pick a parent goal from your own goals or the goals below them.',
    });
    expect((await post('gus', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: ownToo.id })).json().ParentId).toBe(ownToo.id);
    expect((await post('mia', '/api/Goal/changeparentgoal', { Id: goal.id, GoalId: company.id })).json().ParentId).toBe(company.id);
  });
});
