import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { givenGoalOrg } from '../../testing/goal-org';

let t: TestApp;
let org: Awaited<ReturnType<typeof givenGoalOrg>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
});
afterAll(() => t.close());

// Sessions last a week and this test spans six: sign in again whenever the clock has moved.
const tokens = new Map<string, string>();
async function as(who: 'cal' | 'mia') {
  const key = `${who}@${t.clock.now.toISOString()}`;
  if (!tokens.has(key)) tokens.set(key, await signIn(t, org.email(who), 'acme'));
  return bearer(tokens.get(key)!);
}
async function call(who: 'cal' | 'mia', method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: await as(who), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const ok = async (...args: Parameters<typeof call>) => {
  const res = await call(...args);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

it("goes through a goal's whole life: draft, review, updates, an edit, results, dispute, agreement", async () => {
  const periodId = (await ok('cal', 'GET', '/Goal/periods')).Current.Id;
  const save = {
    Measurement: 'In both stores by June 30',
    Description: 'Beta first',
    IsPrivate: false,
    OwnerId: org.ids.cal,
    PeriodId: periodId,
    ParentId: null,
  };
  const goal = await ok('cal', 'POST', '/Goal', { ...save, Title: 'Ship the mobile app', IsDraft: true });
  const Id = goal.Id as number;
  expect(goal.State).toBe('draft');

  // Approval, with one round of changes.
  expect((await ok('cal', 'POST', '/Goal/approve', { Id, Status: 'review' })).State).toBe('review');
  expect((await call('mia', 'POST', '/Goal/approve', { Id, Status: 'draft' })).status).toBe(400);
  expect((await ok('mia', 'POST', '/Goal/approve', { Id, Status: 'draft', Comment: 'Name the stores' })).State).toBe('draft');
  expect((await ok('cal', 'POST', '/Goal/approve', { Id, Status: 'review', Comment: 'Done' })).State).toBe('review');
  expect((await ok('mia', 'POST', '/Goal/approve', { Id, Status: 'approved' })).State).toBe('approved');

  // Weekly updates in weeks 8 and 9; week 5 has closed.
  const week8 = await ok('cal', 'POST', '/Goal/updatestatus', { Id, Likelihood: 3, Quality: 3, Comment: 'On track' });
  expect(week8).toMatchObject({ GoalPeriodWeek: { Week: 8 }, LikelihoodDelta: null, CommentCount: 1 });
  t.clock.now = new Date('2026-05-27T15:00:00Z');
  const week9 = await ok('cal', 'POST', '/Goal/updatestatus', { Id, Likelihood: 2, Quality: 3 });
  expect(week9).toMatchObject({ GoalPeriodWeek: { Week: 9, StartDate: '2026-05-27' }, LikelihoodDelta: -1, QualityDelta: 0 });
  const weeks = (await ok('cal', 'GET', `/Goal/${Id}`)).GoalWeeklyStates as { Week: { Id: number; Week: number }; IsOpen: boolean }[];
  expect(weeks.filter((w) => w.IsOpen).map((w) => w.Week.Week)).toEqual([7, 8, 9]);
  const closed = await call('cal', 'POST', '/Goal/updatestatus', { Id, WeekId: weeks[4]!.Week.Id, Likelihood: 1, Quality: 1 });
  expect(closed).toEqual({
    status: 400,
    body: { Message: 'This week is closed for updates.', Errors: [{ Field: 'WeekId', Message: 'This week is closed for updates.' }] },
  });
  expect((await ok('mia', 'GET', `/Goal/${Id}`)).Goal.Badges).toEqual(['Trending Down']);

  // An edit proposed by the owner and approved by the manager.
  const proposed = await ok('cal', 'PUT', `/Goal/${Id}`, { ...save, Title: 'Ship the mobile app to both stores', IsDraft: false });
  expect(proposed).toMatchObject({ GoalDetail: { Title: 'Ship the mobile app' }, Badges: expect.arrayContaining(['Pending edits']) });
  expect((await ok('mia', 'POST', '/Goal/approve', { Id, Status: 'approved' })).GoalDetail.Title).toBe(
    'Ship the mobile app to both stores',
  );

  // The quarter ends; results, a dispute, then agreement.
  t.clock.now = new Date('2026-07-02T15:00:00Z');
  expect((await ok('cal', 'GET', `/Goal/${Id}`)).Goal.Badges).toContain('Needs Finalization');
  const submitted = await ok('cal', 'POST', '/Goal/finalize', { GoalId: Id, Completed: true, Quality: 3, Outcome: 'Live in both stores' });
  expect(submitted).toMatchObject({ State: 'results_in_review', Badges: ['Results in review (Achieved)'] });
  const disputed = await ok('mia', 'POST', '/Goal/finalize_approved', {
    GoalId: Id,
    Completed: false,
    Feedback: 'Android slipped to July',
  });
  expect(disputed.State).toBe('results_in_review');
  expect((await ok('cal', 'GET', `/Goal/${Id}`)).Goal.Badges).toEqual(['Results in review (In Dispute)']);
  const agreed = await ok('mia', 'POST', '/Goal/finalize_approved', {
    GoalId: Id,
    Completed: true,
    Feedback: 'Fair: both live by June 30',
  });
  expect(agreed).toMatchObject({
    State: 'finalized',
    Badges: ['Finalized'],
    OwnerGoalResult: { Completed: true, Quality: 3, Outcome: 'Live in both stores' },
    ManagerGoalResult: { Completed: true, Feedback: 'Fair: both live by June 30' },
  });

  const info = await ok('cal', 'GET', `/Goal/${Id}`);
  expect(info.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual([
    'Created as draft',
    'Submitted for approval',
    'Changes requested',
    'Submitted for approval',
    'Approved',
    'Proposed edits',
    'Submitted edits for approval',
    'Edits approved',
    'Submitted results',
    'Results finalized',
  ]);
  const byLabel = (label: string) => info.GoalTransitions.find((x: { Label: string }) => x.Label === label).Id;
  expect(
    info.GoalStatusComments.map((c: { Type: string; CommentableId: number; Comment: string; Name: string }) => [
      c.Type,
      c.CommentableId,
      c.Comment,
      c.Name,
    ]),
  ).toEqual([
    ['StateTransition', byLabel('Changes requested'), 'Name the stores', 'mia'],
    ['StateTransition', info.GoalTransitions[3].Id, 'Done', 'cal'],
    ['GoalStatus', week8.Id, 'On track', 'cal'],
  ]);
  expect(info.GoalStatuses.map((s: { Likelihood: number; LikelihoodDelta: number | null }) => [s.Likelihood, s.LikelihoodDelta])).toEqual([
    [3, null],
    [2, -1],
  ]);
});
