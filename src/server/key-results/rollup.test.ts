import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';
import { givenMeasuredGoal } from '../testing/key-result-kit';

// A goal's progress counting its aligned goals' (decision 069), through the HTTP API. Acme on 2026-05-20, Q2 2026:
// Vic's company goal (no key results) ← Mia's goal P (30 %) ← Cal's A (20 %) and Dee's B (60 %); Cal's C (50 %) ← A.
let k: Awaited<ReturnType<typeof givenGoalActions>>;
const g = { vic: 0, p: 0, a: 0, b: 0, c: 0 };

const measured = async (owner: Person, approver: Person, parentId: number | null, reading: number) => {
  const goalId = await k.goalIn('draft', owner, { parentId });
  await givenMeasuredGoal(k.t, k.org.as, { goalId, owner, approver, target: 100, reading });
  return goalId;
};
const progressOf = async (goalId: number) => (await k.info(goalId, 'vic')).Goal.Progress as number | null;
const setCount = (who: Person, goalId: number, CountChildren: boolean) =>
  k.call(who, 'PUT', `/Goal/${goalId}/progress/settings`, { CountChildren });
const setWeight = (who: Person, goalId: number, Weight: unknown) => k.call(who, 'PUT', `/Goal/${goalId}/progress/weight`, { Weight });

beforeAll(async () => {
  k = await givenGoalActions();
  g.vic = await k.goalIn('approved', 'vic');
  g.p = await measured('mia', 'vic', g.vic, 30);
  g.a = await measured('cal', 'mia', g.p, 20);
  g.b = await measured('dee', 'mia', g.p, 60);
  g.c = await measured('cal', 'mia', g.a, 50);
});
afterAll(() => k.t.close());

describe('a goal counting its aligned goals', () => {
  it('keeps its own progress until it chooses to count them', async () => {
    expect(await progressOf(g.p)).toBe(30);
    expect(await progressOf(g.vic)).toBeNull();
    const rollup = await k.call('mia', 'GET', `/Goal/${g.p}/progress/settings`);
    expect(rollup.json()).toEqual({ Progress: 30, CountChildren: false, ChildWeight: 1, CountedGoals: 0, Counted: [] });
  });

  it('shows the weighted mean of its key results and its aligned goals (weights 1 and 3)', async () => {
    const weighed = await setWeight('dee', g.b, 3);
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json()).toMatchObject({ ChildWeight: 3 });
    const counted = await setCount('mia', g.p, true);
    expect(counted.statusCode, counted.body).toBe(200);
    // (30 + 20 + 3 × 60) / 5
    expect(counted.json()).toEqual({
      Progress: 46,
      CountChildren: true,
      ChildWeight: 1,
      CountedGoals: 2,
      Counted: [
        { Id: g.a, Title: 'Grow revenue', Progress: 20, Weight: 1 },
        { Id: g.b, Title: 'Grow revenue', Progress: 60, Weight: 3 },
      ],
    });
    expect(await progressOf(g.p)).toBe(46);
    expect((await k.info(g.p, 'mia')).Goal).toMatchObject({ CountChildren: true, ChildWeight: 1 });
    expect((await k.info(g.b, 'dee')).Goal).toMatchObject({ CountChildren: false, ChildWeight: 3 });
  });

  it('takes its progress from its aligned goals alone when it has no key results', async () => {
    expect((await setCount('vic', g.vic, true)).json()).toMatchObject({ Progress: 46, CountedGoals: 1 });
  });

  it('moves with a check-in on a grandchild, up the chain', async () => {
    // A counts C: (20 + 50) / 2 = 35; P: (30 + 35 + 180) / 5 = 49.
    expect((await setCount('cal', g.a, true)).json()).toMatchObject({ Progress: 35 });
    expect(await progressOf(g.p)).toBe(49);
    const [keyResult] = (await k.call('cal', 'GET', `/Goal/${g.c}/keyresults`)).json();
    expect((await k.call('cal', 'POST', `/Goal/keyresults/${keyResult.Id}/checkin`, { Value: 100 })).statusCode).toBe(200);
    // C 100, A (20 + 100) / 2 = 60, P (30 + 60 + 180) / 5 = 54, Vic's as P's.
    expect([await progressOf(g.a), await progressOf(g.p), await progressOf(g.vic)]).toEqual([60, 54, 54]);
  });

  it('loses an aligned goal aligned elsewhere, and has it back when it returns', async () => {
    expect((await k.post('dee', '/Goal/changeparentgoal', { Id: g.b, GoalId: 0 })).statusCode).toBe(200);
    expect(await progressOf(g.p)).toBe(45); // (30 + 60) / 2
    expect(await progressOf(g.vic)).toBe(45);
    expect((await k.post('dee', '/Goal/changeparentgoal', { Id: g.b, GoalId: g.p })).statusCode).toBe(200);
    expect(await progressOf(g.p)).toBe(54);
  });

  it('loses a shelved aligned goal, and has it back when reactivated', async () => {
    expect((await k.post('mia', '/Goal/shelve', { Id: g.a, Status: 'shelved' })).statusCode).toBe(200);
    expect(await progressOf(g.p)).toBe(52.5); // (30 + 180) / 4
    expect((await k.post('mia', '/Goal/shelve', { Id: g.a, Status: 'reactivated' })).statusCode).toBe(200);
    expect(await progressOf(g.p)).toBe(54);
  });

  it('loses a deleted aligned goal; the goals aligned to it move up and count in its stead', async () => {
    expect((await k.call('mia', 'GET', `/Goal/delete/${g.a}`)).statusCode).toBe(200);
    // C (100) now stands under P: (30 + 180 + 100) / 5 = 62.
    expect(await progressOf(g.p)).toBe(62);
    expect((await k.call('mia', 'GET', `/Goal/${g.p}/progress/settings`)).json()).toMatchObject({ CountedGoals: 2 });
  });

  it('keeps its own progress again once it stops counting them', async () => {
    expect((await setCount('mia', g.p, false)).json()).toEqual({
      Progress: 30,
      CountChildren: false,
      ChildWeight: 1,
      CountedGoals: 0,
      Counted: [],
    });
    expect(await progressOf(g.vic)).toBe(30);
  });
});

describe("a goal's key results beside its aligned goals", () => {
  it('weigh their weights’ sum, each aligned goal 1', async () => {
    const parent = await k.goalIn('draft', 'mia');
    // Held from the start: 100 % at weight 3, beside the kit's key result read at 40 %: (40 + 300) / 4 = 85.
    const held = { Title: 'Open incidents', Kind: 'number', Direction: 'atMost', Target: 100, Weight: 3 };
    expect((await k.call('mia', 'POST', `/Goal/${parent}/keyresults`, held)).statusCode).toBe(200);
    await givenMeasuredGoal(k.t, k.org.as, { goalId: parent, owner: 'mia', approver: 'vic', target: 100, reading: 40 });
    await measured('dee', 'mia', parent, 5);
    expect((await setCount('mia', parent, true)).json()).toMatchObject({ Progress: 69 }); // (85 × 4 + 5) / 5
  });
});

describe('a goal not counting its aligned goals', () => {
  it('is unchanged by their check-ins', async () => {
    const parent = await measured('mia', 'vic', null, 40);
    const aligned = await measured('dee', 'mia', parent, 10);
    const [keyResult] = (await k.call('dee', 'GET', `/Goal/${aligned}/keyresults`)).json();
    await k.call('dee', 'POST', `/Goal/keyresults/${keyResult.Id}/checkin`, { Value: 90 });
    expect([await progressOf(aligned), await progressOf(parent)]).toEqual([90, 40]);
  });
});

describe('who may set how a goal rolls up', () => {
  it('refuses the choice to a colleague who may not edit the goal, and an observer (not offered)', async () => {
    const refused = await setCount('dee', g.p, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Whoever may edit the goal chooses whether it counts its aligned goals.');
    // An observer does not see Mia's goal at all.
    expect((await setCount('obi', g.p, true)).statusCode).toBe(404);
    expect((await k.call('mia', 'GET', `/Goal/${g.p}/progress/settings`)).json()).toMatchObject({ CountChildren: false });
  });

  it("lets the parent's owner weigh a colleague's goal aligned to theirs, not a colleague of neither", async () => {
    const parent = await k.goalIn('approved', 'cal');
    const aligned = await k.goalIn('approved', 'dee', { parentId: parent });
    expect((await setWeight('cal', aligned, 2)).json()).toMatchObject({ ChildWeight: 2 });
    const other = await k.goalIn('approved', 'dee');
    const refused = await setWeight('cal', other, 2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe("An aligned goal's weight is set by whoever may edit it or its parent goal.");
  });

  it.each<[unknown, string]>([
    [0, 'The weight must be above 0.'],
    [1001, 'The weight is at most 1000.'],
    ['heavy', 'Enter a number for Weight.'],
  ])('refuses the weight %s', async (Weight, message) => {
    const res = await setWeight('dee', g.b, Weight);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: `Weight: ${message}` });
  });

  it("answers 404 for another company's goal and leaves it unchanged", async () => {
    const foreign = await k.foreignGoal();
    expect((await setCount('mia', foreign, true)).statusCode).toBe(404);
    expect((await setWeight('mia', foreign, 5)).statusCode).toBe(404);
    expect((await k.call('mia', 'GET', `/Goal/${foreign}/progress/settings`)).statusCode).toBe(404);
    const [globex] = await queryRows<{ id: number }>(k.t.database.db, sql`SELECT id FROM tenants WHERE subdomain = 'globex'`);
    const [row] = await withTenant(k.t.database.db, Number(globex!.id), (tx) =>
      queryRows(tx, sql`SELECT count_children, child_weight::float AS child_weight FROM goals WHERE id = ${foreign}`),
    );
    expect(row).toEqual({ count_children: false, child_weight: 1 });
  });
});
