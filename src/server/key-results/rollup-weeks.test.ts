import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { setGoalProgress } from '../goals';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';
import { givenMeasuredGoal } from '../testing/key-result-kit';
import { captureStatements } from '../testing/statement-count';
import { planOf, tenantScans, tenantTables } from '../testing/tenant-scans';

// A goal's progress by week counting its aligned goals (decision 069), through the HTTP API. Acme, Q2 2026: weeks
// start on Wednesdays (W1 1 April … W8 20 May, today). Each goal's key result runs from 0 to 100, read in W1 unless said.
let k: Awaited<ReturnType<typeof givenGoalActions>>;
const g = { p: 0, a: 0, b: 0, hidden: 0, shelved: 0, notCounted: 0, q: 0, e: 0, f: 0, r: 0, s: 0 };

const at = (day: string) => void (k.t.clock.now = new Date(`${day}T12:00:00Z`));
const measured = async (owner: Person, parentId: number | null, reading: number, over: { hidden?: boolean } = {}) => {
  const goalId = await k.goalIn('draft', owner, { parentId, ...over });
  await givenMeasuredGoal(k.t, k.org.as, { goalId, owner, approver: owner === 'mia' ? 'vic' : 'mia', target: 100, reading });
  return goalId;
};
const checkIn = async (who: Person, goalId: number, Value: number) => {
  const list = await k.call(who, 'GET', `/Goal/${goalId}/keyresults`);
  expect(list.statusCode, list.body).toBe(200);
  const [keyResult] = list.json();
  const res = await k.call(who, 'POST', `/Goal/keyresults/${keyResult.Id}/checkin`, { Value });
  expect(res.statusCode, res.body).toBe(200);
};
const count = async (who: Person, goalId: number) => {
  const res = await k.call(who, 'PUT', `/Goal/${goalId}/progress/settings`, { CountChildren: true });
  expect(res.statusCode, res.body).toBe(200);
};
type Weeks = { Progress: number | null; Expected: number; Weeks: { StartDate: string; Progress: number | null }[] };
const weeksOf = async (goalId: number, who: Person = 'mia') => {
  const res = await k.call(who, 'GET', `/Goal/${goalId}/progress`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Weeks;
};
/** The weeks' progress from W1 to W9 (W9 has not begun). */
const nine = (weeks: Weeks) => weeks.Weeks.slice(0, 9).map((w) => w.Progress);
const kept = async (goalId: number) => (await k.info(goalId, 'mia')).Goal.Progress as number | null;

beforeAll(async () => {
  k = await givenGoalActions();
  // Signed in today: a session lasts a week from its sign-in, and the clock goes back to April and comes forward.
  for (const who of ['mia', 'cal', 'dee', 'vic'] as const) await k.org.as(who);
  at('2026-04-02');
  // Mia's P (40) counts Cal's A (0, 60 in W3) and Dee's B (0, 90 in W5, weighing 2), not Cal's private goal (100) nor
  // his shelved one (100); A does not count its own aligned goal (100).
  g.p = await measured('mia', null, 40);
  g.a = await measured('cal', g.p, 0);
  g.b = await measured('dee', g.p, 0);
  g.hidden = await measured('cal', g.p, 100, { hidden: true });
  g.shelved = await measured('cal', g.p, 100);
  g.notCounted = await measured('dee', g.a, 100);
  // Mia's Q (20) counts Cal's E (no key results), which counts Dee's F (0, 100 in W6).
  g.q = await measured('mia', null, 20);
  g.e = await k.goalIn('approved', 'cal', { parentId: g.q });
  g.f = await measured('dee', g.e, 0);
  // Mia's R (40) does not count Cal's S (0, 100 in W3).
  g.r = await measured('mia', null, 40);
  g.s = await measured('cal', g.r, 0);
  at('2026-04-16');
  await checkIn('cal', g.a, 60);
  await checkIn('cal', g.s, 100);
  at('2026-04-30');
  await checkIn('dee', g.b, 90);
  at('2026-05-07');
  await checkIn('dee', g.f, 100);
  at('2026-05-20');
  expect((await k.post('mia', '/Goal/shelve', { Id: g.shelved, Status: 'shelved' })).statusCode).toBe(200);
  expect((await k.call('mia', 'PUT', `/Goal/${g.b}/progress/weight`, { Weight: 2 })).statusCode).toBe(200);
  await count('mia', g.p);
  await count('cal', g.e);
  await count('mia', g.q);
}, 120_000);
afterAll(() => k.t.close());

describe("a goal's progress by week counting its aligned goals", () => {
  it('rolls up the readings each counted goal had by the week’s end, at their weights', async () => {
    const weeks = await weeksOf(g.p);
    // (40 + 0 + 2 × 0) / 4; A at 60 from W3: (40 + 60) / 4; B at 90 from W5: (40 + 60 + 180) / 4. W9 has not begun.
    expect(nine(weeks)).toEqual([10, 10, 25, 25, 70, 70, 70, 70, null]);
    expect(weeks.Progress).toBe(70);
    expect(await kept(g.p)).toBe(70);
  });

  it('leaves out a private and a shelved aligned goal, and what a counted goal does not count itself', async () => {
    // Each of them read 100 from W1: counted, W1 would not be 10.
    expect((await weeksOf(g.p)).Weeks[0]!.Progress).toBe(10);
  });

  it('reaches a grandchild through an aligned goal that counts it too', async () => {
    const weeks = await weeksOf(g.q);
    // E (no key results) stands as F: 0, then 100 from W6. Q: (20 + 0) / 2, then (20 + 100) / 2.
    expect(nine(weeks)).toEqual([10, 10, 10, 10, 10, 60, 60, 60, null]);
    expect([weeks.Progress, await kept(g.q)]).toEqual([60, 60]);
    expect(nine(await weeksOf(g.e, 'cal'))).toEqual([0, 0, 0, 0, 0, 100, 100, 100, null]);
  });

  it('answers a goal that does not count them from its own key results, as before', async () => {
    const weeks = await weeksOf(g.r);
    expect(nine(weeks)).toEqual([40, 40, 40, 40, 40, 40, 40, 40, null]);
    expect(weeks.Progress).toBe(40);
    expect(weeks.Expected).toBe(54.4);
  });
});

describe('statements of a goal’s progress by week counting its aligned goals', () => {
  it('are as many for ten aligned goals, five with a counted aligned goal each, as for two', async () => {
    const tenantId = k.org.tenant.TenantId;
    const big = await measured('mia', null, 50);
    for (let i = 0; i < 10; i++) {
      const child = await k.goalIn('approved', 'cal', { parentId: big });
      await withTenant(k.t.database.db, tenantId, (tx) => setGoalProgress(tx, tenantId, child, 10 * i));
      if (i % 2) continue;
      const grandchild = await k.goalIn('approved', 'dee', { parentId: child });
      await count('cal', child);
      await withTenant(k.t.database.db, tenantId, (tx) => setGoalProgress(tx, tenantId, grandchild, 100));
    }
    await count('mia', big);
    const counter = captureStatements(k.t.database.db);
    const statementsOf = async (goalId: number) => {
      await weeksOf(goalId); // signed in, and what is cached across requests warm
      counter.statements.length = 0;
      await weeksOf(goalId);
      return counter.statements.filter((s) => !s.query.startsWith('SET LOCAL'));
    };
    const two = await statementsOf(g.p);
    const ten = await statementsOf(big);
    expect(ten.length).toBe(two.length);
    // The counted subtree in one statement; their key results and their readings in one each.
    const subtree = ten.filter((s) => /WITH RECURSIVE counted/.test(s.query));
    const measures = ten.filter((s) => /"key_results"|"key_result_checkins"/.test(s.query));
    expect([subtree.length, measures.length]).toEqual([1, 2]);
    // Each of their scans of a tenant table held to the tenant by a condition of its own, as guards/tenant-filters.test.ts
    // checks the statements of its world (where no goal counts its aligned goals).
    const tables = await tenantTables(k.t.database.db);
    const unfiltered: string[] = [];
    for (const s of [...subtree, ...measures]) {
      const scans = tenantScans(await planOf(k.t.database.db, s.query, s.params), tables);
      unfiltered.push(...scans.filter((x) => !x.filtered).map((x) => `${x.table} as ${x.alias} in ${s.query}`));
    }
    expect(unfiltered).toEqual([]);
  });
});
