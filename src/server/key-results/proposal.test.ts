import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';

// Changing an approved goal's key results (issue 31, decision 070), and check-ins on one goal at once, through the HTTP API. Acme on 2026-05-20, Q2 2026
// (week 8): Cal owns the goals, Mia is his manager, Vic hers, Dee his peer.
let k: Awaited<ReturnType<typeof givenGoalActions>>;
beforeAll(async () => {
  k = await givenGoalActions();
});
afterAll(() => k.t.close());

type Row = { Id: number; Title: string; Kind: string; Start: number; Target: number; Current: number; Progress: number };
const revenue = { Title: 'Revenue', Kind: 'currency', Direction: 'increase', Start: 0, Target: 50000, Currency: 'EUR' };
const churn = { Title: 'Churn', Kind: 'percent', Direction: 'decrease', Start: 8, Target: 4 };
const partners = { Title: 'Partners signed', Kind: 'number', Direction: 'increase', Start: 0, Target: 10 };

const list = async (goalId: number, who: Person = 'cal') => (await k.call(who, 'GET', `/Goal/${goalId}/keyresults`)).json() as Row[];
const propose = (who: Person, goalId: number, KeyResults: Record<string, unknown>[]) =>
  k.call(who, 'PUT', `/Goal/${goalId}/keyresults/proposal`, { KeyResults });
const proposal = (goalId: number, who: Person = 'cal') => k.call(who, 'GET', `/Goal/${goalId}/keyresults/proposal`);
const approve = (who: Person, Id: number, Status: string) => k.post(who, '/Goal/approve', { Id, Status });

/** Cal's approved goal with revenue (read once, at 20,000) and churn (no readings); answers its id and theirs. */
async function approvedGoal() {
  const goalId = await k.goalIn('draft');
  const [r, c] = [await k.post('cal', `/Goal/${goalId}/keyresults`, revenue), await k.post('cal', `/Goal/${goalId}/keyresults`, churn)];
  expect((await approve('cal', goalId, 'review')).statusCode).toBe(200);
  expect((await approve('mia', goalId, 'approved')).statusCode).toBe(200);
  const revenueId = r.json().Id as number;
  expect((await k.post('cal', `/Goal/keyresults/${revenueId}/checkin`, { Value: 20000 })).statusCode).toBe(200);
  return { goalId, revenueId, churnId: c.json().Id as number };
}

describe('changing the key results of an approved goal at once', () => {
  it('lets the manager change them; a key result keeps its readings’ value, and so its kind', async () => {
    const { goalId, revenueId, churnId } = await approvedGoal();
    const changed = await k.call('mia', 'PUT', `/Goal/keyresults/${revenueId}`, { ...revenue, Target: 40000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ Target: 40000, Current: 20000, Progress: 50 });
    const kind = await k.call('mia', 'PUT', `/Goal/keyresults/${revenueId}`, { ...partners });
    expect([kind.statusCode, kind.json().Errors]).toEqual([
      400,
      [{ Field: 'Kind', Message: 'A key result with check-ins keeps its kind: remove it and add a new one.' }],
    ]);
    // Without readings a key result stands at its new start, whatever its kind.
    const plain = await k.call('mia', 'PUT', `/Goal/keyresults/${churnId}`, { ...partners, Start: 2 });
    expect(plain.json()).toMatchObject({ Kind: 'number', Start: 2, Current: 2, Progress: 0 });
    expect((await k.post('mia', `/Goal/${goalId}/keyresults`, partners)).statusCode).toBe(200);
    expect((await k.info(goalId)).Goal.Progress).toBe(16.7);
  });

  it('refuses the owner who has a manager, and says how to propose instead', async () => {
    const { goalId, revenueId } = await approvedGoal();
    const res = await k.post('cal', `/Goal/${goalId}/keyresults`, partners);
    expect([res.statusCode, res.json().Message]).toEqual([
      403,
      "Propose changes to your approved goal's key results with its edit, for your manager to approve.",
    ]);
    expect((await k.call('cal', 'DELETE', `/Goal/keyresults/${revenueId}`)).statusCode).toBe(403);
    expect((await list(goalId)).length).toBe(2);
  });
});

describe('proposing key results with the goal’s edit', () => {
  it('keeps the whole new list with a new draft edit, marks each change, and changes nothing yet', async () => {
    const { goalId, revenueId, churnId } = await approvedGoal();
    const res = await propose('cal', goalId, [{ ...revenue, Id: revenueId, Target: 80000 }, partners]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ State: 'draft', Removed: [{ Id: churnId, Title: 'Churn' }] });
    expect(answer.KeyResults.map((r: { Id: number | null; Title: string; Change: string }) => [r.Id, r.Title, r.Change])).toEqual([
      [revenueId, 'Revenue', 'changed'],
      [null, 'Partners signed', 'added'],
    ]);
    const info = await k.info(goalId);
    expect(info.GoalEdits).toMatchObject([{ Id: answer.EditId, State: 'draft', Title: info.Goal.GoalDetail.Title }]);
    expect(info.Goal.Badges).toContain('Pending edits');
    expect((await list(goalId)).map((r) => [r.Title, r.Target])).toEqual([
      ['Revenue', 50000],
      ['Churn', 4],
    ]);
    // The manager, who reviews it, reads the same proposal.
    expect((await proposal(goalId, 'mia')).json()).toEqual(answer);
  });

  it.each<[string, (ids: { revenueId: number; churnId: number }) => Record<string, unknown>[], number, { Field: string; Message: string }]>(
    [
      [
        'a key result named twice',
        ({ revenueId }) => [
          { ...revenue, Id: revenueId },
          { ...revenue, Id: revenueId },
        ],
        400,
        { Field: 'KeyResults', Message: 'Name each of the goal’s key results at most once.' },
      ],
      [
        'a key result the goal does not have',
        () => [{ ...revenue, Id: 999999 }],
        404,
        { Field: 'KeyResults', Message: 'Key result not found.' },
      ],
      [
        'a target the wrong way, named by its place',
        ({ revenueId }) => [
          { ...revenue, Id: revenueId },
          { ...partners, Target: -1 },
        ],
        400,
        { Field: 'KeyResults.1.Target', Message: 'To increase, the target must be above the start.' },
      ],
      [
        'a new kind for a key result with readings',
        ({ revenueId }) => [{ ...partners, Id: revenueId }],
        400,
        { Field: 'KeyResults.0.Kind', Message: 'A key result with check-ins keeps its kind: remove it and add a new one.' },
      ],
    ],
  )('refuses %s and keeps nothing', async (_, body, status, error) => {
    const { goalId, ...ids } = await approvedGoal();
    const res = await propose('cal', goalId, body(ids));
    expect([res.statusCode, res.json().Errors]).toEqual([status, [error]]);
    expect((await proposal(goalId)).statusCode).toBe(404);
    expect((await k.info(goalId)).GoalEdits).toEqual([]);
  });

  it('is the owner’s: the manager changes at once, a peer sees it, another company finds nothing', async () => {
    const { goalId, revenueId } = await approvedGoal();
    const byManager = await propose('mia', goalId, [{ ...revenue, Id: revenueId }]);
    expect([byManager.statusCode, byManager.json().Message]).toEqual([
      403,
      'The owner of an approved goal proposes its key results with its edit; whoever decides for them changes them at once.',
    ]);
    expect((await propose('cal', goalId, [{ ...revenue, Id: revenueId }])).statusCode).toBe(200);
    expect((await proposal(goalId, 'dee')).statusCode).toBe(200);
    const foreign = await k.foreignGoal();
    expect((await propose('cal', foreign, [revenue])).statusCode).toBe(404);
    expect((await proposal(foreign)).statusCode).toBe(404);
  });

  it('is withdrawn from a draft edit, which keeps its texts', async () => {
    const { goalId, revenueId } = await approvedGoal();
    await propose('cal', goalId, [{ ...revenue, Id: revenueId }]);
    const res = await k.call('cal', 'DELETE', `/Goal/${goalId}/keyresults/proposal`);
    expect(res.json()).toEqual({ Message: 'The proposed key results have been withdrawn.' });
    expect((await proposal(goalId)).statusCode).toBe(404);
    expect((await k.info(goalId)).GoalEdits).toMatchObject([{ State: 'draft' }]);
  });
});

describe('the manager’s answer to the edit', () => {
  it('applies the list on approval: changed, added, removed, in its order, readings kept', async () => {
    const { goalId, revenueId, churnId } = await approvedGoal();
    await propose('cal', goalId, [partners, { ...revenue, Id: revenueId, Target: 80000 }]);
    expect((await approve('cal', goalId, 'review')).statusCode).toBe(200);
    const inReview = await propose('cal', goalId, []);
    expect([inReview.statusCode, inReview.json().Message]).toEqual([
      409,
      'Your proposed edits are waiting for approval: withdraw them to change them.',
    ]);
    // Cal checks in while the edit waits.
    expect((await k.post('cal', `/Goal/keyresults/${revenueId}/checkin`, { Value: 40000 })).statusCode).toBe(200);
    const approved = await approve('mia', goalId, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await list(goalId)).map((r) => [r.Title, r.Target, r.Current, r.Progress])).toEqual([
      ['Partners signed', 10, 0, 0],
      ['Revenue', 80000, 40000, 50],
    ]);
    expect((await list(goalId)).map((r) => r.Id)).not.toContain(churnId);
    expect((await k.info(goalId)).Goal.Progress).toBe(25);
    expect((await proposal(goalId)).statusCode).toBe(404);
  });

  it('keeps a key result added at once after the proposal, after the proposed ones', async () => {
    const { goalId, revenueId } = await approvedGoal();
    await propose('cal', goalId, [{ ...revenue, Id: revenueId }]);
    await k.post('mia', `/Goal/${goalId}/keyresults`, partners);
    await approve('cal', goalId, 'review');
    expect((await approve('mia', goalId, 'approved')).statusCode).toBe(200);
    expect((await list(goalId)).map((r) => r.Title)).toEqual(['Revenue', 'Partners signed']);
  });

  it('refuses the approval when a proposed key result was removed since, and changes nothing', async () => {
    const { goalId, revenueId, churnId } = await approvedGoal();
    await propose('cal', goalId, [
      { ...revenue, Id: revenueId, Title: 'Revenue, renamed' },
      { ...churn, Id: churnId },
    ]);
    await approve('cal', goalId, 'review');
    expect((await k.call('mia', 'DELETE', `/Goal/keyresults/${churnId}`)).statusCode).toBe(200);
    const res = await approve('mia', goalId, 'approved');
    expect([res.statusCode, res.json().Message]).toEqual([409, 'The key results changed since they were proposed; ask for new edits.']);
    expect((await list(goalId)).map((r) => r.Title)).toEqual(['Revenue']);
    expect((await k.info(goalId)).GoalEdits).toMatchObject([{ State: 'review' }]);
  });

  it('drops the proposal with discarded edits: the next edit starts without it', async () => {
    const { goalId, revenueId } = await approvedGoal();
    await propose('cal', goalId, [{ ...revenue, Id: revenueId, Target: 1 }]);
    expect((await k.post('cal', '/Goal/retractedits', { Id: goalId, Status: 'canceled', Comment: 'Never mind' })).statusCode).toBe(200);
    expect((await proposal(goalId)).statusCode).toBe(404);
    expect((await list(goalId)).map((r) => r.Target)).toEqual([50000, 4]);
  });
});

describe('check-ins on one goal at once', () => {
  it('are taken one after the other, none refused (the goal row is locked without blocking the readings’ keys)', async () => {
    const { goalId, revenueId, churnId } = await approvedGoal();
    const values = [10000, 20000, 30000, 40000, 7, 6, 5, 4];
    const answers = await Promise.all(
      values.map((Value, i) => k.post('cal', `/Goal/keyresults/${i < 4 ? revenueId : churnId}/checkin`, { Value })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(values.map(() => 200));
    // The goal keeps the progress of its key results as they stand after all of them.
    const now = await list(goalId);
    const expected = Math.round(((now[0]!.Progress + now[1]!.Progress) / 2) * 10) / 10;
    expect((await k.info(goalId)).Goal.Progress).toBe(expected);
  });

  it('are taken one after the other with the manager’s changes of its key results, none refused', async () => {
    const { goalId, revenueId, churnId } = await approvedGoal();
    const partnersId = (await k.post('mia', `/Goal/${goalId}/keyresults`, partners)).json().Id as number;
    // Every change locks the goal before it writes a key result: in another order a check-in and a removal deadlock.
    const answers = await Promise.all([
      k.post('cal', `/Goal/keyresults/${revenueId}/checkin`, { Value: 30000 }),
      k.call('mia', 'DELETE', `/Goal/keyresults/${partnersId}`),
      k.post('cal', `/Goal/keyresults/${churnId}/checkin`, { Value: 6 }),
      k.call('mia', 'PUT', `/Goal/keyresults/${revenueId}`, { ...revenue, Target: 40000 }),
      k.post('cal', `/Goal/keyresults/${partnersId}/checkin`, { Value: 3 }),
    ]);
    // The check-in on the key result being removed comes before its removal (200) or after it (404).
    expect(answers.map((a, i) => (i === 4 ? a.statusCode === 200 || a.statusCode === 404 : a.statusCode))).toEqual([
      200,
      200,
      200,
      200,
      true,
    ]);
    const now = await list(goalId);
    expect(now.map((r) => [r.Title, r.Progress])).toEqual([
      ['Revenue', 75],
      ['Churn', 50],
    ]);
    expect((await k.info(goalId)).Goal.Progress).toBe(62.5);
  });
});
