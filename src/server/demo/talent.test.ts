import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { finalResultOf, liveGoal } from '../goals';
import { createTestApp, signIn, bearer, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createDemoTenant } from './seed';

let t: TestApp;
let headers: (role: keyof typeof DEMO_ACCOUNTS) => Promise<Record<string, string>>;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  ({ TenantId: tenantId } = await createDemoTenant(t.database.db, { config: t.config, now: t.clock.now }, { subdomain: 'demo' }));
  headers = async (role) => bearer(await signIn(t, DEMO_ACCOUNTS[role], 'demo', DEMO_PASSWORD));
});
afterAll(() => t.close());

describe('the demo company’s talent', () => {
  it('makes the previous quarter appraisable and open, with appraisals in every state and Emma’s not started', async () => {
    const hana = await headers('hrAdmin');
    const org = (await t.app.inject({ url: '/api/talent/0/0/1?pageSize=100&matrix=1', headers: hana })).json();
    expect(org.Period).toMatchObject({ Quarter: 1, Year: 2026, IsOpen: true });
    expect(org.Periods.length).toBeGreaterThanOrEqual(2);
    const states = org.evaluations.map((e: { State: string }) => e.State);
    expect(new Set(states)).toEqual(new Set(['draft', 'shared', 'acknowledged', 'completed']));
    expect(org.Matrix.Rated).toBe(11);
    const emma = org.users.find((u: { Name: string }) => u.Name === 'Emma Fischer');
    expect(org.evaluations.some((e: { UserId: number }) => e.UserId === emma.Id)).toBe(false);
  });

  // Issue 28: 'a review that says every goal met belongs to someone whose goals were met'.
  it('tells one story: each review says of the goals what the person’s goals of that quarter did', async () => {
    const rows = await queryRows<{ name: string; review: string; comment: string | null; goals: number; met: number; missed: number }>(
      t.database.db,
      sql`SELECT u.name, a.review, a.employee_comment AS comment, count(g.id)::int AS goals,
            count(*) FILTER (WHERE r.completed)::int AS met, count(*) FILTER (WHERE NOT r.completed)::int AS missed
          FROM appraisals a JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id
          LEFT JOIN goals g ON g.tenant_id = a.tenant_id AND g.owner_id = a.user_id AND g.period_id = a.period_id
            AND ${liveGoal('g')} AND g.state <> 'shelved'
          LEFT JOIN LATERAL ${finalResultOf('g', tenantId)} r ON true
          GROUP BY a.id, u.name, a.review, a.employee_comment`,
    );
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      const story = `${row.name}: ${row.review}`;
      if (row.review.includes('every goal met')) expect({ story, ...row }).toMatchObject({ met: row.goals, missed: 0 });
      if (row.review.includes('slipped')) expect(row.missed, story).toBeGreaterThan(0);
      if (row.review.includes('still open')) expect(row.met + row.missed, story).toBeLessThan(row.goals);
      // A quarter without goals in the demo has reviews that speak of the work, not of goals.
      if (row.goals === 0) expect(row.review, story).not.toMatch(/goal/);
      else expect(row.review, story).toMatch(/every goal met|slipped|still open/);
    }
    // Every kind of story is told somewhere.
    expect(rows.filter((r) => r.review.includes('every goal met')).length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.review.includes('slipped'))).toHaveLength(2);
    expect(rows.filter((r) => r.review.includes('still open'))).toHaveLength(1);
  });
});
