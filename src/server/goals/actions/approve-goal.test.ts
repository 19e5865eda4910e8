import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions } from '../../testing/goal-action-kit';

let k: Awaited<ReturnType<typeof givenGoalActions>>;
beforeAll(async () => {
  k = await givenGoalActions();
});
afterAll(() => k.t.close());

const approve = (who: Parameters<typeof k.post>[0], Id: number, Status: string, Comment?: string) =>
  k.post(who, '/Goal/approve', { Id, Status, ...(Comment === undefined ? {} : { Comment }) });

/** Cal's approved goal with a proposed edit, as a draft or sent for approval. */
async function goalWithEdit(submit: boolean) {
  const id = await k.goalIn('approved');
  const res = await k.call('cal', 'PUT', `/Goal/${id}`, {
    Title: 'Sharper title',
    Measurement: 'Sharper measure',
    Description: 'Now with numbers',
    IsPrivate: false,
    OwnerId: k.org.ids.cal,
    PeriodId: k.periodId,
    ParentId: null,
    IsDraft: !submit,
  });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('POST /api/Goal/approve by the owner', () => {
  it('submits a draft for approval, and submits it again from review', async () => {
    const id = await k.goalIn('draft');
    const res = await approve('cal', id, 'review', 'Ready for a look');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Id: id, State: 'review', Permissions: { RetractApprovalRequest: true, SubmitForApproval: true } });
    expect((await approve('cal', id, 'review')).json().State).toBe('review');
    const info = await k.info(id);
    expect(info.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual([
      'Created as draft',
      'Submitted for approval',
      'Submitted for approval',
    ]);
    expect(info.GoalStatusComments).toMatchObject([
      { Comment: 'Ready for a look', Type: 'StateTransition', CommentableId: info.GoalTransitions[1].Id, UserId: k.org.ids.cal },
    ]);
  });

  it('GET /api/Goal/requestapproval/{id} submits too', async () => {
    const id = await k.goalIn('draft');
    const res = await k.call('cal', 'GET', `/Goal/requestapproval/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().State).toBe('review');
    expect((await k.call('cal', 'GET', `/Goal/requestapproval/${id}`)).statusCode).toBe(200);
    expect((await k.call('mia', 'GET', `/Goal/requestapproval/${id}`)).statusCode).toBe(403);
    expect((await k.call('cal', 'GET', `/Goal/requestapproval/${await k.goalIn('approved')}`)).statusCode).toBe(409);
  });

  it('publishes when nobody needs to approve: the CEO, or a goal admin for someone', async () => {
    const ceoGoal = await k.goalIn('draft', 'ceo');
    expect((await approve('ceo', ceoGoal, 'approved')).json()).toMatchObject({ State: 'approved', Badges: ['Needs Update'] });
    expect(await k.labels(ceoGoal)).toEqual(['Created as draft', 'Published']);
    expect((await approve('ceo', await k.goalIn('draft', 'ceo'), 'review')).statusCode).toBe(403);
    expect((await approve('gina', await k.goalIn('draft'), 'approved')).json().State).toBe('approved');
    expect((await approve('cal', await k.goalIn('draft'), 'approved')).statusCode).toBe(403);
  });

  it('submits a draft edit for approval', async () => {
    const id = await goalWithEdit(false);
    const res = await approve('cal', id, 'review');
    expect(res.json()).toMatchObject({
      State: 'approved',
      GoalDetail: { Title: 'Grow revenue' },
      Badges: ['Pending edits', 'Needs Update'],
    });
    const info = await k.info(id, 'mia');
    expect(info.GoalEdits[0]).toMatchObject({ State: 'review', Title: 'Sharper title' });
    expect(info.GoalTransitions.map((x: { Label: string }) => x.Label).slice(-2)).toEqual([
      'Proposed edits',
      'Submitted edits for approval',
    ]);
  });
});

describe('POST /api/Goal/approve by the reviewer', () => {
  it('approves a goal in review, with an optional comment only the owner, manager and admins see', async () => {
    const id = await k.goalIn('review');
    const res = await approve('mia', id, 'approved', 'Good one');
    expect(res.json()).toMatchObject({ State: 'approved', IsManager: true });
    expect(await k.labels(id)).toEqual(['Created as draft', 'Submitted for approval', 'Approved']);
    expect((await k.info(id, 'gina')).GoalStatusComments.map((c: { Comment: string }) => c.Comment)).toEqual(['Good one']);
    expect((await k.info(id, 'vic')).GoalStatusComments).toEqual([]);
    expect((await approve('mia', await k.goalIn('review'), 'approved')).json().State).toBe('approved');
  });

  it('requests changes only with a comment', async () => {
    const id = await k.goalIn('review');
    const bare = await approve('mia', id, 'draft');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().Errors).toEqual([{ Field: 'Comment', Message: 'Comment Is Required' }]);
    expect((await approve('mia', id, 'draft', '')).statusCode).toBe(400);
    const res = await approve('mia', id, 'draft', 'Make it measurable');
    expect(res.json().State).toBe('draft');
    expect(await k.labels(id)).toEqual(['Created as draft', 'Submitted for approval', 'Changes requested']);
  });

  it('approves an edit in review: the goal takes its fields', async () => {
    const id = await goalWithEdit(true);
    const res = await approve('mia', id, 'approved');
    expect(res.json()).toMatchObject({
      State: 'approved',
      GoalDetail: { Title: 'Sharper title', Measurement: 'Sharper measure', Description: 'Now with numbers' },
      Badges: ['Needs Update'],
    });
    const info = await k.info(id);
    expect(info.GoalEdits[0].State).toBe('approved');
    expect(info.GoalTransitions.at(-1)).toMatchObject({ Label: 'Edits approved', TransitionableType: 'GoalEdit', UserId: k.org.ids.mia });
  });

  it('sends an edit back with a comment; the goal keeps its fields', async () => {
    const id = await goalWithEdit(true);
    expect((await approve('mia', id, 'draft')).json().Errors[0].Message).toBe('Comment Is Required');
    const res = await approve('mia', id, 'draft', 'Keep the old measure');
    expect(res.json()).toMatchObject({ GoalDetail: { Title: 'Grow revenue' }, Badges: ['Pending edits', 'Needs Update'] });
    const info = await k.info(id);
    expect(info.GoalEdits[0].State).toBe('draft');
    expect(info.GoalTransitions.at(-1).Label).toBe('Changes requested to goal edit');
    expect(info.GoalStatusComments.at(-1)).toMatchObject({
      Comment: 'Keep the old measure',
      CommentableId: info.GoalTransitions.at(-1).Id,
    });
  });
});

describe('POST /api/Goal/approve refusals', () => {
  it('answers 403 without the flag', async () => {
    expect((await approve('vic', await k.goalIn('review'), 'approved')).statusCode).toBe(403);
    expect((await approve('cal', await k.goalIn('review'), 'draft', 'no')).statusCode).toBe(403);
    expect((await approve('dee', await goalWithEdit(true), 'approved')).statusCode).toBe(403);
    const obi = await approve('obi', await k.goalIn('review', 'ceo'), 'approved');
    expect(obi.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's goal and for a goal the caller cannot see", async () => {
    expect((await approve('mia', await k.foreignGoal(), 'approved')).statusCode).toBe(404);
    expect((await approve('dee', await k.goalIn('review'), 'approved')).statusCode).toBe(404);
  });

  it('answers 409 for an illegal change and leaves the goal as it was', async () => {
    const id = await k.goalIn('approved');
    const res = await approve('mia', id, 'approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe("A goal in state 'approved' cannot be approved.");
    expect((await approve('mia', await k.goalIn('finalized'), 'draft', 'x')).statusCode).toBe(409);
    expect(await k.labels(id)).toEqual(['Created as draft', 'Published']);
  });

  it('refuses a Status outside the contract', async () => {
    const res = await approve('cal', await k.goalIn('draft'), 'finalized');
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe('Status');
  });
});

describe('events', () => {
  it('publishes the events of an approval after it commits', async () => {
    const id = await k.goalIn('review');
    const events = await k.eventsOf(() => approve('mia', id, 'approved', 'Nice'));
    expect(events.map((e) => e.type)).toEqual(['goal_approved', 'goal_commented']);
    expect(events[0]).toMatchObject({
      goalId: id,
      ownerId: k.org.ids.cal,
      actorId: k.org.ids.mia,
      tenantId: k.org.tenant.TenantId,
      data: { from: 'review', to: 'approved' },
    });
    expect(await k.eventsOf(() => approve('mia', id, 'approved'))).toEqual([]);
  });
});
