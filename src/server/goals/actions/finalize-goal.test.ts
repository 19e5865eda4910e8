import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions } from '../../testing/goal-action-kit';

let k: Awaited<ReturnType<typeof givenGoalActions>>;
beforeAll(async () => {
  k = await givenGoalActions();
});
afterAll(() => k.t.close());

type Who = Parameters<typeof k.post>[0];
type Body = Record<string, unknown>;
const finalize = (who: Who, GoalId: number, over: Body = {}) =>
  k.post(who, '/Goal/finalize', { GoalId, Completed: true, Quality: 3, Outcome: 'Shipped on time', ...over });
const review = (who: Who, GoalId: number, over: Body = {}) =>
  k.post(who, '/Goal/finalize_approved', { GoalId, Completed: true, Feedback: 'Agreed', ...over });
const retract = (who: Who, GoalId: number, over: Body = {}) => k.post(who, '/Goal/finalize_retract', { GoalId, ...over });

/** Cal's approved goal with submitted results. */
async function submitted(over: Body = {}) {
  const id = await k.goalIn('approved');
  expect((await finalize('cal', id, over)).statusCode).toBe(200);
  return id;
}

describe('POST /api/Goal/finalize', () => {
  it("submits the owner's results for review", async () => {
    const id = await k.goalIn('approved');
    const events = await k.eventsOf(async () => {
      const res = await finalize('cal', id);
      expect(res.json()).toMatchObject({
        State: 'results_in_review',
        OwnerGoalResult: { Completed: true, Quality: 3, Outcome: 'Shipped on time', ObjectiveResult: null },
        ManagerGoalResult: null,
        Badges: ['Results in review (Achieved)'],
        Permissions: { EditResults: true, RetractFinalizeResult: true, Finalize: false },
      });
    });
    expect(events.map((e) => e.type)).toEqual(['goal_finalized']);
    expect((await k.labels(id)).at(-1)).toBe('Submitted results');
    expect((await k.info(id, 'mia')).Goal.Badges).toEqual(['Needs Review', 'Results in review (Achieved)']);
  });

  it('lets the owner change results while in review, without a new history entry', async () => {
    const id = await submitted();
    const res = await finalize('cal', id, { Completed: false, Quality: 1, Outcome: 'Slipped a week' });
    expect(res.json()).toMatchObject({
      State: 'results_in_review',
      OwnerGoalResult: { Completed: false, Quality: 1, Outcome: 'Slipped a week' },
      Badges: ['Results in review (Not Achieved)'],
    });
    expect(await k.labels(id)).toEqual(['Created as draft', 'Published', 'Submitted results']);
  });

  it('finalizes at once for an owner with nobody above (the CEO)', async () => {
    const id = await k.goalIn('approved', 'ceo');
    expect((await finalize('ceo', id)).json()).toMatchObject({ State: 'finalized', Badges: ['Finalized'] });
    expect(await k.labels(id)).toEqual(['Created as draft', 'Published', 'Submitted results', 'Results finalized']);
  });

  it('derives Completed from the percent of an ObjectiveResult goal', async () => {
    const full = await k.goalIn('approved', 'cal', { goalType: 'ObjectiveResult' });
    expect((await finalize('cal', full, { Completed: null, Quality: null, ObjectiveResult: 100 })).json().OwnerGoalResult).toMatchObject({
      Completed: true,
      ObjectiveResult: 100,
    });
    const part = await k.goalIn('approved', 'cal', { goalType: 'ObjectiveResult' });
    expect((await finalize('cal', part, { Completed: true, ObjectiveResult: 60 })).json().OwnerGoalResult).toMatchObject({
      Completed: false,
      ObjectiveResult: 60,
    });
    for (const ObjectiveResult of [0, null]) {
      const res = await finalize('cal', await k.goalIn('approved', 'cal', { goalType: 'ObjectiveResult' }), { ObjectiveResult });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([{ Field: 'ObjectiveResult', Message: 'Please enter a percent above 0.' }]);
    }
  });

  it.each([
    [{ Completed: null }, 'Completed', 'Please select Yes or No.'],
    [{ Quality: undefined }, 'Quality', 'Quality is required.'],
    [{ Outcome: '' }, 'Outcome', 'A description of result is required.'],
    [{ ObjectiveResult: 101 }, 'ObjectiveResult', 'Percent must be 0–100.'],
  ])('refuses %o with 400 naming %s', async (over, field, message) => {
    const id = await k.goalIn('approved');
    const res = await finalize('cal', id, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: field, Message: message });
    expect((await k.info(id)).Goal.State).toBe('approved');
  });

  it('refuses others (403), other states (409) and other tenants (404)', async () => {
    const id = await k.goalIn('approved');
    for (const who of ['mia', 'dee', 'obi'] as const) expect((await finalize(who, id)).statusCode).toBe(403);
    const draft = await finalize('cal', await k.goalIn('draft'));
    expect(draft.statusCode).toBe(409);
    expect(draft.json().Message).toBe("A goal in state 'draft' cannot be finalized.");
    expect((await finalize('cal', await k.goalIn('finalized'))).statusCode).toBe(409);
    expect((await finalize('cal', await k.foreignGoal())).statusCode).toBe(404);
  });
});

describe('POST /api/Goal/finalize_approved', () => {
  it('finalizes when the manager agrees', async () => {
    const id = await submitted();
    const events = await k.eventsOf(async () => {
      const res = await review('mia', id, { Feedback: 'Well done' });
      expect(res.json()).toMatchObject({
        State: 'finalized',
        ManagerGoalResult: { Completed: true, Feedback: 'Well done', Quality: null },
        Badges: ['Finalized'],
      });
    });
    expect(events.map((e) => e.type)).toEqual(['goal_reviewed']);
    expect((await k.labels(id)).slice(-2)).toEqual(['Submitted results', 'Results finalized']);
  });

  it('keeps a disagreement in review, and reopens a finalized goal when the manager changes their mind', async () => {
    const id = await submitted();
    const disputed = await k.eventsOf(async () => {
      const res = await review('mia', id, { Completed: false });
      expect(res.json()).toMatchObject({
        State: 'results_in_review',
        Badges: expect.arrayContaining(['Results in review (In Dispute)']),
        Permissions: { EditFinalizeResults: true },
      });
    });
    expect(disputed).toMatchObject([{ type: 'goal_reviewed', data: { verdict: 'In Dispute' } }]);
    expect((await retract('cal', id)).statusCode).toBe(403);
    expect((await review('mia', id)).json().State).toBe('finalized');
    expect((await review('mia', id, { Completed: false })).json().State).toBe('results_in_review');
    expect((await k.info(id)).Goal.Badges).toEqual(['Results in review (In Dispute)']);
    expect((await k.info(id)).GoalTransitions.at(-1)).toMatchObject({
      FromState: 'finalized',
      ToState: 'results_in_review',
      UserId: k.org.ids.mia,
    });
  });

  it('reads percents for ObjectiveResult goals', async () => {
    const id = await k.goalIn('approved', 'cal', { goalType: 'ObjectiveResult' });
    await finalize('cal', id, { ObjectiveResult: 80 });
    expect((await review('mia', id, { ObjectiveResult: 0 })).json().Errors).toEqual([
      { Field: 'ObjectiveResult', Message: 'Please enter a percent above 0.' },
    ]);
    expect((await review('mia', id, { Completed: true, ObjectiveResult: 90 })).json()).toMatchObject({
      State: 'finalized',
      ManagerGoalResult: { Completed: false, ObjectiveResult: 90 },
    });
  });

  it.each([
    [{ Feedback: '' }, 'Feedback', 'A description of result is required.'],
    [{ Completed: undefined }, 'Completed', 'Please select Yes or No.'],
  ])('refuses %o with 400 naming %s', async (over, field, message) => {
    const res = await review('mia', await submitted(), over);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: field, Message: message });
  });

  it('refuses others (403), other states (409) and other tenants (404)', async () => {
    const id = await submitted();
    for (const who of ['cal', 'vic', 'dee', 'obi'] as const) expect((await review(who, id)).statusCode).toBe(403);
    const approved = await review('mia', await k.goalIn('approved'));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().Message).toBe("A goal in state 'approved' has no results to review.");
    expect((await review('mia', await k.foreignGoal())).statusCode).toBe(404);
    expect((await k.info(id)).Goal.ManagerGoalResult).toBeNull();
  });
});

describe('POST /api/Goal/finalize_retract', () => {
  it('takes unreviewed results back: the goal is approved again and the result is gone', async () => {
    const id = await submitted();
    const events = await k.eventsOf(async () => {
      const res = await retract('cal', id, { Comment: 'Numbers were wrong' });
      expect(res.json()).toMatchObject({ State: 'approved', OwnerGoalResult: null, Permissions: { Finalize: true } });
    });
    expect(events.map((e) => e.type)).toEqual(['goal_results_retracted', 'goal_commented']);
    const info = await k.info(id);
    expect(info.GoalResult).toBeNull();
    expect(info.GoalTransitions.at(-1).Label).toBe('Retracted results');
    expect(info.GoalStatusComments.at(-1)).toMatchObject({ Comment: 'Numbers were wrong', CommentableId: info.GoalTransitions.at(-1).Id });
    expect((await retract('cal', await submitted())).json().State).toBe('approved');
  });

  it('refuses others (403), other states (409) and other tenants (404)', async () => {
    const id = await submitted();
    for (const who of ['mia', 'dee', 'obi'] as const) expect((await retract(who, id)).statusCode).toBe(403);
    const approved = await retract('cal', await k.goalIn('approved'));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().Message).toBe("A goal in state 'approved' cannot be reopened for results.");
    expect((await retract('cal', await k.foreignGoal())).statusCode).toBe(404);
    expect((await k.info(id)).Goal.State).toBe('results_in_review');
  });
});
