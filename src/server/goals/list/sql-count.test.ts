import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { countStatements } from '../../testing/statement-count';
import { buildGoalExtras } from '../goal-factory';
import { setGoalProgress } from '../save/goal-progress';
import { givenListOrg, type ListOrg, type Who } from '../../testing/goal-list-fixtures';

let t: TestApp;
let org: ListOrg;
let counter: { statements: string[] };
const tops: Record<number, number> = {};

// Two sets of Dee's goals, of 2 and of 10, alike in everything but number: statuses, an open edit,
// a result, a comment, a follow by Mia, a child and progress from key results each; and two goals with 2 and 10 children.
beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
  for (const n of [2, 10]) {
    const top = await org.build('mia', `top of ${n}`);
    tops[n] = top.id;
    for (let i = 0; i < n; i++) {
      const goal = await org.build('dee', `set of ${n} #${i}`, {
        parentId: top.id,
        statuses: [
          [3, 3],
          [2, 4],
        ],
      });
      await org.inDb((tx) => buildGoalExtras(tx, { tenantId: org.tenantId, goalId: goal.id, userId: org.ids.mia }));
      // The progress its key results give it, kept on the goal (decision 067).
      await org.inDb((tx) => setGoalProgress(tx, org.tenantId, goal.id, 37.5));
      await org.build('cal', `child of ${n} #${i}`, { parentId: goal.id });
    }
  }
  counter = countStatements(t.database.db);
});
afterAll(() => t.close());

async function measure(who: Who, call: () => Promise<{ statusCode: number; json: () => unknown }>) {
  await org.as(who); // sign in before counting
  await call(); // and warm what is cached across requests (the current period), as in steady use
  counter.statements.length = 0;
  const res = await call();
  expect(res.statusCode).toBe(200);
  return {
    count: counter.statements.length,
    body: res.json() as { data?: unknown[]; Goals?: unknown[]; GoalStatuses?: unknown[] },
  };
}

describe('SQL statements per request', () => {
  it.each(['mia', 'gus', 'gina'] as const)('POST /api/Goal/goals reads a page of 10 goals or of 2 in one statement (%s)', async (who) => {
    const list = (n: number) =>
      measure(who, () =>
        org.list(who, {
          GoalSelectFilter: 'MyGoals',
          Users: [org.ids.dee],
          Title: `set of ${n} `,
          PageSize: 10,
        }),
      );
    const two = await list(2);
    const ten = await list(10);
    expect(two.body.data).toHaveLength(2);
    expect(ten.body.data).toHaveLength(10);
    expect((ten.body.data as { Progress: number | null }[]).map((g) => g.Progress)).toEqual(Array(10).fill(37.5));
    expect(ten.count).toBe(two.count);
    // After the session (and, on PGlite, the tenant's role and id): the page with its goals and their facts, one statement.
    const work = counter.statements.filter((s) => !s.startsWith('SET LOCAL'));
    expect(work).toHaveLength(2);
    expect(work[1]).toMatch(/^WITH RECURSIVE page AS/);
  });

  it('GET /api/Goal/child_goals sends as many for 10 children as for 2', async () => {
    const children = (n: number) => measure('mia', async () => org.get('mia', `/api/Goal/child_goals/${tops[n]}`));
    const two = await children(2);
    const ten = await children(10);
    expect(two.body.Goals).toHaveLength(2);
    expect(ten.body.Goals).toHaveLength(10);
    expect(ten.body.GoalStatuses).toHaveLength(20);
    expect(two.count).toBeGreaterThan(3);
    expect(ten.count).toBe(two.count);
  });

  it('GET /api/Goal/usergoals does not grow with the page size either', async () => {
    const user = (size: number) =>
      measure('mia', async () => org.get('mia', `/api/Goal/usergoals/${org.ids.dee}/${org.current}/1/${size}`));
    const two = await user(2);
    const ten = await user(10);
    expect([two.body.data?.length, ten.body.data?.length]).toEqual([2, 10]);
    expect(ten.count).toBe(two.count);
  });
});
