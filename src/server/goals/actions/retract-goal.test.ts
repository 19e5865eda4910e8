import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions } from '../../testing/goal-action-kit';

let k: Awaited<ReturnType<typeof givenGoalActions>>;
beforeAll(async () => {
  k = await givenGoalActions();
});
afterAll(() => k.t.close());

type Who = Parameters<typeof k.post>[0];
const retract = (who: Who, Id: number, Comment?: string) =>
  k.post(who, '/Goal/retract', { Id, ...(Comment === undefined ? {} : { Comment }) });
const retractEdits = (who: Who, Id: number, extra: { Status?: string; Comment?: string } = {}) =>
  k.post(who, '/Goal/retractedits', { Id, ...extra });

async function goalWithEdit(submit: boolean) {
  const id = await k.goalIn('approved');
  const payload = {
    Title: 'Sharper title',
    Measurement: 'Sharper measure',
    IsPrivate: false,
    OwnerId: k.org.ids.cal,
    PeriodId: k.periodId,
    ParentId: null,
    IsDraft: !submit,
  };
  expect((await k.call('cal', 'PUT', `/Goal/${id}`, payload)).statusCode).toBe(200);
  return id;
}

describe('POST /api/Goal/retract', () => {
  it('takes the request for approval back: the goal is a draft again', async () => {
    const id = await k.goalIn('review');
    const events = await k.eventsOf(async () => {
      const res = await retract('cal', id, 'Not ready after all');
      expect(res.json()).toMatchObject({ State: 'draft', Permissions: { SubmitForApproval: true, RetractApprovalRequest: false } });
    });
    expect(events.map((e) => e.type)).toEqual(['goal_retracted', 'goal_commented']);
    const info = await k.info(id);
    expect(info.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual([
      'Created as draft',
      'Submitted for approval',
      'Canceled request for approval',
    ]);
    expect(info.GoalStatusComments).toMatchObject([
      { Comment: 'Not ready after all', Type: 'StateTransition', CommentableId: info.GoalTransitions[2].Id },
    ]);
  });

  it('asks for a comment (the spec makes it optional only for submit, publish and retracting results)', async () => {
    const res = await retract('cal', await k.goalIn('review'));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Comment', Message: 'Please enter comment' }]);
  });

  it('refuses with 409 from a draft, 403 to anyone but the owner, 404 across tenants', async () => {
    const draft = await retract('cal', await k.goalIn('draft'), 'x');
    expect(draft.statusCode).toBe(409);
    expect(draft.json().Message).toBe("A goal in state 'draft' cannot be withdrawn from approval.");
    expect((await retract('mia', await k.goalIn('review'), 'x')).statusCode).toBe(403);
    expect((await retract('obi', await k.goalIn('review'), 'x')).statusCode).toBe(403);
    expect((await retract('cal', await k.foreignGoal(), 'x')).statusCode).toBe(404);
  });
});

describe('POST /api/Goal/retractedits', () => {
  it('withdraws edits in review back to a draft edit', async () => {
    const id = await goalWithEdit(true);
    const res = await retractEdits('cal', id, { Comment: 'Rethinking' });
    expect(res.json()).toMatchObject({
      State: 'approved',
      Badges: ['Pending edits', 'Needs Update'],
      Permissions: { DiscardDraftChanges: true, SubmitForApproval2: true },
    });
    const info = await k.info(id);
    expect(info.GoalEdits[0].State).toBe('draft');
    expect(info.GoalTransitions.at(-1)).toMatchObject({ Label: 'Canceled goal edits', TransitionableType: 'GoalEdit' });
  });

  it('discards draft edits; Status canceled says so explicitly', async () => {
    for (const extra of [{}, { Status: 'canceled' }]) {
      const id = await goalWithEdit(false);
      const res = await retractEdits('cal', id, { ...extra, Comment: 'Never mind' });
      expect(res.json()).toMatchObject({ State: 'approved', Badges: ['Needs Update'], GoalDetail: { Title: 'Grow revenue' } });
      const info = await k.info(id);
      expect(info.GoalEdits[0].State).toBe('canceled');
      expect(info.GoalTransitions.at(-1).Label).toBe('Canceled draft edits');
    }
  });

  it('refuses a missing comment, a discard of edits in review, and a goal without edits', async () => {
    const inReview = await goalWithEdit(true);
    expect((await retractEdits('cal', inReview)).json().Errors).toEqual([{ Field: 'Comment', Message: 'Please enter comment' }]);
    const discard = await retractEdits('cal', inReview, { Status: 'canceled', Comment: 'x' });
    expect(discard.statusCode).toBe(409);
    expect(discard.json().Message).toBe('Edits in review cannot be discarded; withdraw them first.');
    expect((await retractEdits('cal', await k.goalIn('approved'), { Comment: 'x' })).statusCode).toBe(409);
    expect((await retractEdits('cal', await k.goalIn('draft'), { Comment: 'x' })).statusCode).toBe(409);
  });

  it('refuses others with 403 and another tenant with 404', async () => {
    const id = await goalWithEdit(true);
    expect((await retractEdits('mia', id, { Comment: 'x' })).statusCode).toBe(403);
    expect((await retractEdits('dee', id, { Comment: 'x' })).statusCode).toBe(403);
    expect((await retractEdits('obi', id, { Comment: 'x' })).statusCode).toBe(403);
    expect((await retractEdits('cal', await k.foreignGoal(), { Comment: 'x' })).statusCode).toBe(404);
    expect((await k.info(id)).GoalEdits[0].State).toBe('review');
  });
});
