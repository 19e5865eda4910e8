import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions } from '../../testing/goal-action-kit';

let k: Awaited<ReturnType<typeof givenGoalActions>>;
let weekIds: Map<number, number>;
beforeAll(async () => {
  k = await givenGoalActions();
  const info = await k.info(await k.goalIn('approved'));
  weekIds = new Map(info.GoalWeeklyStates.map((s: { Week: { Id: number; Week: number } }) => [s.Week.Week, s.Week.Id]));
});
afterAll(() => k.t.close());

type Who = Parameters<typeof k.post>[0];
const update = (who: Who, Id: number, body: Record<string, unknown> = {}) =>
  k.post(who, '/Goal/updatestatus', { Id, Likelihood: 3, Quality: 2, ...body });

describe('POST /api/Goal/updatestatus', () => {
  it('records the prediction for the current week (week 8 of Q2) and answers the status', async () => {
    const id = await k.goalIn('approved');
    expect((await k.info(id)).Goal.IsNeedsUpdate).toBe(true);
    const res = await update('cal', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      GoalId: id,
      Likelihood: 3,
      Quality: 2,
      LikelihoodDelta: null,
      QualityDelta: null,
      CommentCount: 0,
      GoalPeriodWeek: { Id: weekIds.get(8), Week: 8, StartDate: '2026-05-20', EndDate: '2026-05-26' },
    });
    const goal = (await k.info(id)).Goal;
    expect(goal).toMatchObject({ IsNeedsUpdate: false, MostRecentGoalStatus: { Likelihood: 3, Quality: 2, StartDate: '2026-05-20' } });
  });

  it('replaces a second update of the same week, and keeps its comment on the status', async () => {
    const id = await k.goalIn('approved');
    const first = (await update('cal', id)).json();
    const events = await k.eventsOf(async () => {
      const second = (await update('cal', id, { Likelihood: 4, Quality: 4, Comment: 'Signed the deal' })).json();
      expect(second).toMatchObject({ Id: first.Id, Likelihood: 4, Quality: 4, CommentCount: 1 });
    });
    expect(events.map((e) => e.type)).toEqual(['goal_status_updated', 'goal_commented']);
    expect(events[0]!.data).toMatchObject({ statusId: first.Id, likelihood: 4, quality: 4 });
    const info = await k.info(id);
    expect(info.GoalStatuses).toHaveLength(1);
    expect(info.GoalStatusComments).toMatchObject([{ Comment: 'Signed the deal', Type: 'GoalStatus', CommentableId: first.Id }]);
  });

  it('takes an earlier open week by WeekId, with deltas from the week before', async () => {
    const id = await k.goalIn('shelving_in_review');
    expect((await update('cal', id, { WeekId: weekIds.get(6), Likelihood: 1, Quality: 1 })).json()).toMatchObject({
      GoalPeriodWeek: { Week: 6 },
      LikelihoodDelta: null,
    });
    const week7 = (await update('cal', id, { WeekId: weekIds.get(7), Likelihood: 3, Quality: 2 })).json();
    expect(week7).toMatchObject({ GoalPeriodWeek: { Week: 7, StartDate: '2026-05-13' }, LikelihoodDelta: 2, QualityDelta: 1 });
  });

  it('keeps the goal in step for lists: trend filters follow the newest week, an earlier week’s update and a replaced week', async () => {
    const id = await k.goalIn('approved', 'cal', { title: 'kept trend' });
    const trending = async () => {
      const ids = async (filter: Record<string, unknown>) => {
        const res = await k.post('cal', '/Goal/goals', { GoalSelectFilter: 'MyGoals', PeriodId: k.periodId, PageSize: 100, ...filter });
        return (res.json().data as { Id: number }[]).some((g) => g.Id === id);
      };
      return { up: await ids({ TrendingUp: true }), down: await ids({ TrendingDown: true }), low: await ids({ Likelihood: [1] }) };
    };
    await update('cal', id, { WeekId: weekIds.get(7), Likelihood: 3 });
    await update('cal', id, { Likelihood: 1 });
    expect(await trending()).toEqual({ up: false, down: true, low: true });
    // The week before the newest changes: the newest week's change follows it.
    await update('cal', id, { WeekId: weekIds.get(7), Likelihood: 0 });
    expect(await trending()).toEqual({ up: true, down: false, low: true });
    // The newest week replaced.
    await update('cal', id, { Likelihood: 4 });
    expect(await trending()).toEqual({ up: true, down: false, low: false });
    // An earlier week written after the newest does not take its place.
    await update('cal', id, { WeekId: weekIds.get(6), Likelihood: 2 });
    expect(await trending()).toEqual({ up: true, down: false, low: false });
    const newest = (await k.info(id)).Goal.MostRecentGoalStatus;
    expect(newest).toMatchObject({ Likelihood: 4, LikelihoodDelta: 4, StartDate: '2026-05-20' });
  });

  it('refuses a closed week, a future week and a week of another quarter with 400, an unknown week with 404, naming WeekId', async () => {
    const id = await k.goalIn('approved');
    const periods = (await k.call('cal', 'GET', '/Goal/periods')).json();
    const nextPeriod = periods.Periods.find((p: { Index: number }) => p.Index === 2).Id;
    const nextWeek1 = (await k.info(await k.goalIn('approved', 'cal', { periodId: nextPeriod }))).GoalWeeklyStates[0].Week.Id;
    for (const WeekId of [weekIds.get(5), weekIds.get(9), nextWeek1]) {
      const res = await update('cal', id, { WeekId });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([{ Field: 'WeekId', Message: 'This week is closed for updates.' }]);
    }
    const unknown = await update('cal', id, { WeekId: 99_999_999 });
    expect({ status: unknown.statusCode, errors: unknown.json().Errors }).toEqual({
      status: 404,
      errors: [{ Field: 'WeekId', Message: 'This week was not found.' }],
    });
    expect((await k.info(id)).GoalStatuses).toEqual([]);
  });

  it.each([
    [{ Likelihood: undefined }, 'Likelihood', 'Likelihood is required.'],
    [{ Likelihood: 5 }, 'Likelihood', 'Likelihood must be 0–4.'],
    [{ Quality: -1 }, 'Quality', 'Quality must be 0–4.'],
    [{ Quality: 2.5 }, 'Quality', 'Quality must be a whole number.'],
  ])('refuses %o with 400 naming %s', async (over, field, message) => {
    const res = await update('cal', await k.goalIn('approved'), over);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: field, Message: message });
  });

  it('lets only the owner update (403), only a tracked goal (409), only in the tenant (404)', async () => {
    const id = await k.goalIn('approved');
    for (const who of ['mia', 'dee', 'ceo', 'obi'] as const) expect((await update(who, id)).statusCode).toBe(403);
    const draft = await update('cal', await k.goalIn('draft'));
    expect(draft.statusCode).toBe(409);
    expect(draft.json().Message).toBe("A goal in state 'draft' takes no weekly updates.");
    expect((await update('cal', await k.goalIn('shelved'))).statusCode).toBe(409);
    expect((await update('cal', await k.goalIn('finalized'))).statusCode).toBe(409);
    expect((await update('cal', await k.foreignGoal())).statusCode).toBe(404);
    expect((await k.info(id)).GoalStatuses).toEqual([]);
  });
});
