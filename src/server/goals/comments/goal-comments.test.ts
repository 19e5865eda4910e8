import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { withTenant } from '../../db/tenant-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenGoalOrg } from '../../testing/goal-org';
import { buildGoal, buildGoalExtras, type GoalBlueprint } from '../goal-factory';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];

let t: TestApp;
let org: Org;
let periodId: number;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  periodId = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json().Current.Id;
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const call = async (o: Org, who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await o.as(who), ...(payload ? { payload } : {}) });
const build = (o: Org, over: Partial<GoalBlueprint> & { periodId: number }) =>
  withTenant(t.database.db, o.tenant.TenantId, (tx) =>
    buildGoal(tx, { tenantId: o.tenant.TenantId, ownerId: o.ids.cal, at: t.clock.now, ...over }),
  );
const info = async (who: Who, id: number) => (await call(org, who, 'GET', `/api/Goal/${id}`)).json();

describe('comments on a weekly status', () => {
  it('are added by anyone who sees the goal and changed or removed only by their author', async () => {
    const goal = await build(org, { periodId, statuses: [[3, 3]] });
    const statusId = (await info('dee', goal.id)).GoalStatuses[0].Id;

    const added = await call(org, 'dee', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: '  Looks good  ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      Type: 'GoalStatus',
      CommentableId: statusId,
      UserId: org.ids.dee,
      Name: 'dee',
      Comment: 'Looks good',
      IsMine: true,
    });
    expect(events.at(-1)).toMatchObject({ type: 'goal_commented', goalId: goal.id, ownerId: org.ids.cal, actorId: org.ids.dee });
    const commentId = added.json().Id;

    const listed = await call(org, 'cal', 'GET', `/api/Goal/goalstatus/comments/${statusId}`);
    expect(listed.json()).toEqual([expect.objectContaining({ Id: commentId, Comment: 'Looks good', IsMine: false })]);
    expect((await info('cal', goal.id)).GoalStatuses[0].CommentCount).toBe(1);

    expect((await call(org, 'cal', 'PUT', '/api/Goal/CommentUpdate', { CommentId: commentId, Comment: 'Mine now' })).statusCode).toBe(403);
    const edited = await call(org, 'dee', 'PUT', '/api/Goal/CommentUpdate', { CommentId: commentId, Comment: 'Looks great' });
    expect(edited.json()).toMatchObject({ Id: commentId, Comment: 'Looks great', IsMine: true });

    expect((await call(org, 'cal', 'DELETE', `/api/Goal/CommentDelete/${commentId}`)).statusCode).toBe(403);
    expect((await call(org, 'cal', 'GET', `/api/Goal/goalstatus/comments/${statusId}`)).json()[0].Comment).toBe('Looks great');
    const removed = await call(org, 'dee', 'DELETE', `/api/Goal/CommentDelete/${commentId}`);
    expect(removed.json()).toEqual({ Message: 'Comment deleted.' });
    expect((await call(org, 'cal', 'GET', `/api/Goal/goalstatus/comments/${statusId}`)).json()).toEqual([]);
    expect((await call(org, 'dee', 'DELETE', `/api/Goal/CommentDelete/${commentId}`)).statusCode).toBe(404);
  });

  it('refuses empty text, unknown types and observers', async () => {
    const goal = await build(org, { periodId, statuses: [[2, 2]] });
    const statusId = (await info('cal', goal.id)).GoalStatuses[0].Id;
    const empty = await call(org, 'cal', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors[0]).toEqual({ Field: 'Comment', Message: 'Please enter your comment.' });
    expect(
      (await call(org, 'cal', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'Goal', Comment: 'x' })).json().Errors[0].Field,
    ).toBe('Type');
    const ok = (await call(org, 'cal', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: 'Fine' })).json();
    const blank = await call(org, 'cal', 'PUT', '/api/Goal/CommentUpdate', { CommentId: ok.Id, Comment: '' });
    expect(blank.json().Errors[0]).toEqual({ Field: 'Comment', Message: 'Please enter your comment.' });
    expect((await call(org, 'obi', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: 'Hi' })).statusCode).toBe(
      403,
    );
    expect((await call(org, 'cal', 'POST', '/api/Goal/CommentAdd', { Id: 999999, Type: 'GoalStatus', Comment: 'Hi' })).statusCode).toBe(
      404,
    );
  });
});

describe('comments on approval actions', () => {
  it('reach only the owner, their manager and admins', async () => {
    const draft = (
      await call(org, 'cal', 'POST', '/api/Goal', {
        Title: 'Hire two',
        Measurement: 'Offers signed',
        OwnerId: org.ids.cal,
        PeriodId: periodId,
      })
    ).json();
    await call(org, 'cal', 'PUT', `/api/Goal/${draft.Id}`, {
      Title: 'Hire two',
      Measurement: 'Offers signed',
      OwnerId: org.ids.cal,
      PeriodId: periodId,
      IsDraft: false,
    });
    const submitted = (await info('cal', draft.Id)).GoalTransitions.find((x: { ToState: string }) => x.ToState === 'review');
    expect(submitted.Label).toBe('Submitted for approval');
    const add = (who: Who, goalTransition: number, text: string) =>
      call(org, who, 'POST', '/api/Goal/CommentAdd', { Id: goalTransition, Type: 'StateTransition', Comment: text });
    expect((await add('mia', submitted.Id, 'Make it three')).statusCode).toBe(200);
    expect((await add('gina', submitted.Id, 'Agreed')).statusCode).toBe(200);
    expect((await add('cal', submitted.Id, 'Will do')).statusCode).toBe(200);
    expect((await add('dee', submitted.Id, 'Me too')).statusCode).toBe(404);

    // A published goal dee can see: she still may not see or add approval comments.
    const goal = await build(org, { periodId });
    const published = (await info('mia', goal.id)).GoalTransitions.find((x: { ToState: string }) => x.ToState === 'approved');
    const mias = (await add('mia', published.Id, 'Well done')).json();
    expect(mias).toMatchObject({ Type: 'StateTransition', CommentableId: published.Id, Name: 'mia' });
    expect((await add('dee', published.Id, 'Congrats')).statusCode).toBe(403);
    expect((await info('dee', goal.id)).GoalStatusComments).toEqual([]);
    expect((await info('cal', goal.id)).GoalStatusComments.map((c: { Comment: string }) => c.Comment)).toEqual(['Well done']);
    expect((await info('gina', goal.id)).GoalStatusComments).toHaveLength(1);
    expect((await call(org, 'dee', 'PUT', '/api/Goal/CommentUpdate', { CommentId: mias.Id, Comment: 'Hacked' })).statusCode).toBe(404);
  });
});

describe('comments on results', () => {
  it("need the owner's result or the manager's review to exist", async () => {
    const goal = await build(org, { periodId, state: 'results_in_review' });
    const add = (type: string) => call(org, 'mia', 'POST', '/api/Goal/CommentAdd', { Id: goal.id, Type: type, Comment: 'Seen' });
    expect((await add('OwnerGoalResult')).statusCode).toBe(404);
    await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      buildGoalExtras(tx, { tenantId: org.tenant.TenantId, goalId: goal.id, userId: org.ids.cal }),
    );
    const res = await add('OwnerGoalResult');
    expect(res.json()).toMatchObject({ Type: 'OwnerGoalResult', CommentableId: goal.id, Comment: 'Seen' });
    expect((await add('ManagerGoalResult')).statusCode).toBe(404);
  });
});

describe('another tenant', () => {
  it('answers 404 for its statuses and comments, and leaves them unchanged', async () => {
    const other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
    const theirPeriod = (await call(other, 'cal', 'GET', '/api/Goal/periods')).json().Current.Id;
    const goal = await build(other, { periodId: theirPeriod, statuses: [[1, 1]] });
    const statusId = (await call(other, 'cal', 'GET', `/api/Goal/${goal.id}`)).json().GoalStatuses[0].Id;
    const theirs = (await call(other, 'cal', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: 'Ours' })).json();

    expect((await call(org, 'ceo', 'POST', '/api/Goal/CommentAdd', { Id: statusId, Type: 'GoalStatus', Comment: 'Hi' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(org, 'ceo', 'POST', '/api/Goal/CommentAdd', { Id: goal.id, Type: 'OwnerGoalResult', Comment: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await call(org, 'ceo', 'GET', `/api/Goal/goalstatus/comments/${statusId}`)).statusCode).toBe(404);
    expect((await call(org, 'cal', 'PUT', '/api/Goal/CommentUpdate', { CommentId: theirs.Id, Comment: 'Changed' })).statusCode).toBe(404);
    expect((await call(org, 'cal', 'DELETE', `/api/Goal/CommentDelete/${theirs.Id}`)).statusCode).toBe(404);
    expect((await call(other, 'cal', 'GET', `/api/Goal/goalstatus/comments/${statusId}`)).json()).toEqual([
      expect.objectContaining({ Id: theirs.Id, Comment: 'Ours' }),
    ]);
  });
});
