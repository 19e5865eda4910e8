import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenGoalOrg, givenGoalWorld, periodIdsOf } from '../../testing/goal-org';

let t: TestApp;
let org: Awaited<ReturnType<typeof givenGoalOrg>>;
let periodId: number;
let nextPeriodId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ org, periodId, nextPeriodId } = await givenGoalWorld(t));
});
afterAll(() => t.close());

const payload = (over: Record<string, unknown> = {}) => ({
  Title: 'Ship the mobile app',
  Measurement: 'In both stores by June 30',
  Description: 'Beta first',
  IsPrivate: false,
  OwnerId: org.ids.cal,
  PeriodId: periodId,
  ParentId: null,
  IsDraft: true,
  ...over,
});

describe('POST /api/Goal', () => {
  it('creates a draft for oneself, with history and permissions', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('cal'), payload: payload() });
    expect(res.statusCode).toBe(200);
    const goal = res.json();
    expect(goal).toMatchObject({
      State: 'draft',
      GoalType: 'OKR',
      Quarter: 'Q2 2026',
      User: { Id: org.ids.cal, Name: 'cal' },
      GoalDetail: { Title: 'Ship the mobile app', Measurement: 'In both stores by June 30', Description: 'Beta first' },
      Badges: ['Draft'],
      Permissions: { SubmitForApproval: true, Publish: false, Edit: true, Delete: true, Update: false },
    });
    const info = (await t.app.inject({ url: `/api/Goal/${goal.Id}`, headers: await org.as('cal') })).json();
    expect(info.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual(['Created as draft']);
    expect(info.GoalWeeklyStates).toHaveLength(14);
  });

  it('sends a non-draft for approval when the owner has a manager, and publishes for the CEO', async () => {
    const cal = await t.app.inject({
      method: 'POST',
      url: '/api/Goal',
      headers: await org.as('cal'),
      payload: payload({ IsDraft: false }),
    });
    expect(cal.json().State).toBe('review');
    const ceo = await t.app.inject({
      method: 'POST',
      url: '/api/Goal',
      headers: await org.as('ceo'),
      payload: payload({ OwnerId: org.ids.ceo, IsDraft: false }),
    });
    expect(ceo.json().State).toBe('approved');
    const info = (await t.app.inject({ url: `/api/Goal/${ceo.json().Id}`, headers: await org.as('ceo') })).json();
    expect(info.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual(['Created as draft', 'Published']);
  });

  it.each([
    [{ Title: '' }, 'Title', 'Please input your Title!'],
    [{ Title: 'x'.repeat(256) }, 'Title', 'Must be at most 255 characters.'],
    [{ Measurement: 'x'.repeat(3001) }, 'Measurement', 'Must be at most 3000 characters.'],
    [{ ReportingMemo: 'x'.repeat(256) }, 'ReportingMemo', 'Must be at most 255 characters.'],
    [{ OwnerId: undefined }, 'OwnerId', 'Please select owner!'],
    [{ PeriodId: undefined }, 'PeriodId', 'Please select quarter!'],
  ])('refuses %o with 400 naming %s', async (over, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('cal'), payload: payload(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: field, Message: message });
  });

  it('refuses a quarter outside the current and next four', async () => {
    const periods = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json();
    const past = periods.Periods.find((p: { Index: number }) => p.Index === 0).Id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Goal',
      headers: await org.as('cal'),
      payload: payload({ PeriodId: past }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe('PeriodId');
  });

  it('lets only goal admins and goal managers create for others; observers create nothing', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('dee'), payload: payload() })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('obi'), payload: payload({ OwnerId: org.ids.obi }) }))
        .statusCode,
    ).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/Goal',
      headers: await org.as('gina'),
      payload: payload({ IsDraft: false }),
    });
    expect(byAdmin.json()).toMatchObject({ State: 'approved', User: { Id: org.ids.cal } });
  });

  it('needs a goal manager to pick a parent from their own goals when creating for others', async () => {
    const headers = await org.as('gus');
    const noParent = await t.app.inject({ method: 'POST', url: '/api/Goal', headers, payload: payload() });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().Errors[0].Field).toBe('ParentId');
    const own = (
      await t.app.inject({ method: 'POST', url: '/api/Goal', headers, payload: payload({ OwnerId: org.ids.gus, IsDraft: false }) })
    ).json();
    const foreign = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Goal',
        headers: await org.as('ceo'),
        payload: payload({ OwnerId: org.ids.ceo, IsDraft: false }),
      })
    ).json();
    expect((await t.app.inject({ method: 'POST', url: '/api/Goal', headers, payload: payload({ ParentId: foreign.Id }) })).statusCode).toBe(
      400,
    );
    const ok = await t.app.inject({ method: 'POST', url: '/api/Goal', headers, payload: payload({ ParentId: own.Id, IsDraft: false }) });
    expect(ok.json()).toMatchObject({ State: 'approved', ParentId: own.Id });
  });
});

describe('PUT /api/Goal/{id}', () => {
  it('proposes an edit of an approved goal for approval instead of changing it', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('gina'), payload: payload({ IsDraft: false }) })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Goal/${created.Id}`,
      headers: await org.as('cal'),
      payload: payload({ Title: 'Ship it sooner', IsDraft: false }),
    });
    expect(res.json()).toMatchObject({
      State: 'approved',
      GoalDetail: { Title: 'Ship the mobile app' },
      Badges: expect.arrayContaining(['Pending edits']),
    });
    const info = (await t.app.inject({ url: `/api/Goal/${created.Id}`, headers: await org.as('mia') })).json();
    expect(info.GoalEdits[0]).toMatchObject({ State: 'review', Title: 'Ship it sooner' });
    expect(info.Permissions.ReviewPublicationRequest2).toBe(true);
    expect(info.GoalTransitions.map((x: { Label: string }) => x.Label)).toEqual([
      'Created as draft',
      'Published',
      'Proposed edits',
      'Submitted edits for approval',
    ]);
  });

  it('refuses changing the quarter while a parent is set, and a parent below the goal', async () => {
    const top = (await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('cal'), payload: payload() })).json();
    const child = (
      await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('cal'), payload: payload({ ParentId: top.Id }) })
    ).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/Goal/${child.Id}`,
      headers: await org.as('cal'),
      payload: payload({ ParentId: top.Id, PeriodId: nextPeriodId }),
    });
    expect(moved.json().Errors[0]).toEqual({ Field: 'PeriodId', Message: 'The quarter cannot change while a parent goal is set.' });
    const cycle = await t.app.inject({
      method: 'PUT',
      url: `/api/Goal/${top.Id}`,
      headers: await org.as('cal'),
      payload: payload({ ParentId: child.Id }),
    });
    expect(cycle.json().Errors[0].Field).toBe('ParentId');
  });

  it("answers 404 for another tenant's goal and 403 without Edit", async () => {
    const other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
    const theirs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Goal',
        headers: await other.as('cal'),
        payload: payload({ OwnerId: other.ids.cal, PeriodId: (await periodIdsOf(t, other)).current }),
      })
    ).json();
    expect((await t.app.inject({ url: `/api/Goal/${theirs.Id}`, headers: await org.as('ceo') })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Goal/${theirs.Id}`, headers: await org.as('ceo'), payload: payload() })).statusCode,
    ).toBe(404);
    const mine = (
      await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('cal'), payload: payload({ IsDraft: false }) })
    ).json();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Goal/${mine.Id}`, headers: await org.as('dee'), payload: payload() })).statusCode,
    ).toBe(404);
    const published = (
      await t.app.inject({ method: 'POST', url: '/api/Goal', headers: await org.as('gina'), payload: payload({ IsDraft: false }) })
    ).json();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/Goal/${published.Id}`, headers: await org.as('dee'), payload: payload() }))
        .statusCode,
    ).toBe(403);
  });

  it('matches the spec paths in either case', async () => {
    const res = await t.app.inject({ url: '/api/goal/periods', headers: await org.as('cal') });
    expect(res.statusCode).toBe(200);
  });
});
