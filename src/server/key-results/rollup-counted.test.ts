import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';
import { givenMeasuredGoal } from '../testing/key-result-kit';
import { captureStatements } from '../testing/statement-count';
import { planOf, tenantScans, tenantTables } from '../testing/tenant-scans';

// The aligned goals a goal's progress counts, listed with their progress and weight (decision 069), through the HTTP
// API. Acme on 2026-05-20, Q2 2026: Mia's P (30 %) counts Cal's 'Churn' (20 %), Dee's 'Accounts' (60 %), Cal's draft
// (0 %, which only those above Cal see) and not Cal's private goal (90 %). The CEO's goal counts Mia's (50 %).
let k: Awaited<ReturnType<typeof givenGoalActions>>;
const g = { p: 0, churn: 0, accounts: 0, draft: 0, hidden: 0, ceo: 0, mias: 0 };

const measured = async (owner: Person, parentId: number, title: string, reading: number, over: { hidden?: boolean } = {}) => {
  const goalId = await k.goalIn('draft', owner, { parentId, title, ...over });
  await givenMeasuredGoal(k.t, k.org.as, { goalId, owner, approver: owner === 'mia' ? 'vic' : 'mia', target: 100, reading });
  return goalId;
};
const settingsOf = async (who: Person, goalId: number) => {
  const res = await k.call(who, 'GET', `/Goal/${goalId}/progress/settings`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const setCount = async (who: Person, goalId: number) => {
  const res = await k.call(who, 'PUT', `/Goal/${goalId}/progress/settings`, { CountChildren: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  k = await givenGoalActions();
  g.p = await k.goalIn('draft', 'mia', { title: 'Keep customers' });
  await givenMeasuredGoal(k.t, k.org.as, { goalId: g.p, owner: 'mia', approver: 'vic', target: 100, reading: 30 });
  g.churn = await measured('cal', g.p, 'Churn', 20);
  g.accounts = await measured('dee', g.p, 'Accounts', 60);
  g.hidden = await measured('cal', g.p, 'Salaries', 90, { hidden: true });
  // A draft's key result stands at its start: 0 %.
  g.draft = await k.goalIn('draft', 'cal', { parentId: g.p, title: 'Onboarding' });
  const kr = { Title: 'Guides', Kind: 'number', Direction: 'increase', Start: 0, Target: 10 };
  expect((await k.call('cal', 'POST', `/Goal/${g.draft}/keyresults`, kr)).statusCode).toBe(200);
  g.ceo = await k.goalIn('approved', 'ceo', { title: 'Company' });
  g.mias = await measured('mia', g.ceo, 'Team', 50);
});
afterAll(() => k.t.close());

describe('the aligned goals a goal counts', () => {
  it('are listed by title with their progress and weight, the private one left out', async () => {
    const answer = await setCount('mia', g.p);
    // (30 + 20 + 60 + 0) / 4
    expect(answer).toEqual({
      Progress: 27.5,
      CountChildren: true,
      ChildWeight: 1,
      CountedGoals: 3,
      Counted: [
        { Id: g.accounts, Title: 'Accounts', Progress: 60, Weight: 1 },
        { Id: g.churn, Title: 'Churn', Progress: 20, Weight: 1 },
        { Id: g.draft, Title: 'Onboarding', Progress: 0, Weight: 1 },
      ],
    });
    expect(await settingsOf('mia', g.p)).toEqual(answer);
  });

  it('leave out of the list those the viewer may not see, which still count', async () => {
    // Dee sees Mia's published goal and the published goals aligned to it, not Cal's draft.
    const seen = await settingsOf('dee', g.p);
    expect(seen).toMatchObject({ Progress: 27.5, CountedGoals: 3 });
    expect(seen.Counted.map((c: { Title: string }) => c.Title)).toEqual(['Accounts', 'Churn']);
    // An observer sees the CEO's goal, not Mia's counted in it.
    expect(await setCount('ceo', g.ceo)).toMatchObject({ Progress: 50, CountedGoals: 1, Counted: [{ Id: g.mias, Title: 'Team' }] });
    expect(await settingsOf('obi', g.ceo)).toMatchObject({ Progress: 50, CountedGoals: 1, Counted: [] });
  });

  it('take a new weight from whoever may edit the parent, and the parent’s progress follows', async () => {
    const weighed = await k.call('mia', 'PUT', `/Goal/${g.accounts}/progress/weight`, { Weight: 3 });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json()).toMatchObject({ ChildWeight: 3, Counted: [] });
    // (30 + 20 + 3 × 60 + 0) / 6
    const parent = await settingsOf('mia', g.p);
    expect(parent).toMatchObject({ Progress: 38.3, CountedGoals: 3 });
    expect(parent.Counted[0]).toEqual({ Id: g.accounts, Title: 'Accounts', Progress: 60, Weight: 3 });
    expect((await k.info(g.p, 'mia')).Goal.Progress).toBe(38.3);
  });

  it('are read in one statement, which holds each table it reads to the tenant, whoever asks', async () => {
    const tables = await tenantTables(k.t.database.db);
    const captured = captureStatements(k.t.database.db);
    const unfiltered: string[] = [];
    // A contributor, a manager, a goal manager, a goal admin, an observer: each sees goals by a rule of its own.
    for (const [who, goalId] of [
      ['dee', g.p],
      ['mia', g.p],
      ['gus', g.ceo],
      ['gina', g.p],
      ['obi', g.ceo],
    ] as const) {
      await k.org.as(who);
      captured.statements.length = 0;
      await settingsOf(who, goalId);
      const listed = captured.statements.filter((s) => /AS weight/.test(s.query));
      expect(listed, who).toHaveLength(1);
      const scans = tenantScans(await planOf(k.t.database.db, listed[0]!.query, listed[0]!.params), tables);
      unfiltered.push(...scans.filter((x) => !x.filtered).map((x) => `${who}: ${x.table} as ${x.alias}`));
    }
    expect(unfiltered).toEqual([]);
  });
});
