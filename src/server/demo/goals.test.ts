import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { queryRows, type Database, type Db } from '../db/client';
import { companyThemes, goalEdits, goalResults, goals, goalTransitions, periods, tenants, users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createTestDatabase } from '../testing/test-db';
import { GOAL_STATES } from '../../domain/goals/states';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from './accounts';
import { createDemoTenant, seedDemoIfEmpty } from './seed';
import { seedDemoGoals } from './goals';

const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' });
// Wednesday of week 8 of Q2 2026; the previous quarter is Q1 2026.
const now = new Date('2026-05-20T15:00:00Z');
const CURRENT_WEEK = 8;

let database: Database;
let app: FastifyInstance;
let tenantId: number;
let current: number;
let previous: number;
let goalRows: (typeof goals.$inferSelect)[];
let people: Map<number, typeof users.$inferSelect>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db, config, now);
  app = await buildApp({ config, database, now: () => now, logger: false });
  await app.ready();
  const db = database.db;
  [{ id: tenantId }] = (await db.select({ id: tenants.id }).from(tenants)) as [{ id: number }];
  const quarters = await db.select().from(periods).where(eq(periods.tenantId, tenantId));
  current = quarters.find((p) => p.year === 2026 && p.quarter === 2)!.id;
  previous = quarters.find((p) => p.year === 2026 && p.quarter === 1)!.id;
  goalRows = await db.select().from(goals).where(eq(goals.tenantId, tenantId));
  people = new Map((await db.select().from(users)).map((u) => [u.id, u]));
});

afterAll(async () => {
  await app?.close();
  await database.close();
});

const inQuarter = (periodId: number) => goalRows.filter((g) => g.periodId === periodId);
const statesOf = (periodId: number) => new Set(inQuarter(periodId).map((g) => g.state));
const ownerOf = (g: { ownerId: number }) => people.get(g.ownerId)!;

describe('demo goals in the database', () => {
  it('puts goals of the current quarter in every state, a couple of them private', () => {
    expect([...statesOf(current)].sort()).toEqual([...GOAL_STATES].sort());
    expect(inQuarter(current).filter((g) => g.hidden).length).toBeGreaterThanOrEqual(2);
    expect(inQuarter(current).length).toBeGreaterThanOrEqual(40);
  });

  it('continues a few goals of the previous quarter in the current one, each of the same owner (decision 073)', () => {
    const continued = inQuarter(current).filter((g) => g.continuedFromId !== null);
    const sourceOf = (g: (typeof goalRows)[number]) => goalRows.find((s) => s.id === g.continuedFromId)!;
    expect(continued.map((g) => [g.title, sourceOf(g).title]).sort()).toEqual([
      ['Build offline trail maps for Trailhead', 'Build trail maps for the beta'],
      ['Grow the Trailhead waitlist to 25,000', 'Get 5,000 people on the Trailhead waitlist'],
      ['Tell the Trailhead launch story', 'Publish 10 trail guides'],
    ]);
    for (const g of continued) {
      expect(sourceOf(g).periodId).toBe(previous);
      expect(sourceOf(g).ownerId).toBe(g.ownerId);
    }
  });

  it('leaves the previous quarter mostly finalized, with both results, a few goals never finalized and one shelved', async () => {
    const prev = inQuarter(previous);
    const finalized = prev.filter((g) => g.state === 'finalized');
    expect(finalized.length).toBeGreaterThan(prev.length / 2);
    expect(prev.filter((g) => g.state === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(prev.filter((g) => g.state === 'shelved')).toHaveLength(1);
    const results = await database.db.select().from(goalResults).where(eq(goalResults.tenantId, tenantId));
    const both = finalized.filter((g) => results.filter((r) => r.goalId === g.id).length === 2);
    expect(both.length).toBeGreaterThan(20);
    const verdicts = new Set(both.map((g) => results.find((r) => r.goalId === g.id && r.kind === 'manager')!.completed));
    expect(verdicts).toEqual(new Set([true, false]));
  });

  it('gives the CEO three approved company goals a quarter and aligns the rest to their manager’s goals', () => {
    for (const quarter of [current, previous]) {
      const company = inQuarter(quarter).filter((g) => ownerOf(g).roleName === 'ceo');
      expect(company).toHaveLength(3);
      expect(company.every((g) => g.parentId === null && ['approved', 'finalized'].includes(g.state))).toBe(true);
    }
    const byId = new Map(goalRows.map((g) => [g.id, g]));
    const unaligned = goalRows.filter((g) => g.parentId === null && ownerOf(g).roleName !== 'ceo');
    expect(unaligned.map((g) => g.title).sort()).toEqual([
      'Give a talk at the Chicago mobile meetup',
      'Learn SQL for supply chain analytics',
    ]);
    for (const g of goalRows.filter((x) => x.parentId !== null)) {
      const parent = byId.get(g.parentId!)!;
      expect(parent.periodId, g.title).toBe(g.periodId);
      expect(parent.ownerId, g.title).toBe(ownerOf(g).parentId);
    }
  });

  it("has the goal manager set her team's goals, cascaded from her own and published by her", async () => {
    const sofia = [...people.values()].find((p) => p.isGoalManager)!;
    const team = goalRows.filter((g) => ownerOf(g).parentId === sofia.id);
    expect(team.length).toBeGreaterThanOrEqual(10);
    expect(team.every((g) => g.createdById === sofia.id)).toBe(true);
    const published = await database.db
      .select()
      .from(goalTransitions)
      .where(and(eq(goalTransitions.tenantId, tenantId), eq(goalTransitions.fromState, 'draft'), eq(goalTransitions.toState, 'approved')));
    expect(team.every((g) => published.some((t) => t.goalId === g.id && t.userId === sofia.id))).toBe(true);
  });

  it('tells each goal’s history from its creation as a draft to its state, by the owner and the manager', async () => {
    const steps = await database.db
      .select()
      .from(goalTransitions)
      .where(eq(goalTransitions.tenantId, tenantId))
      .orderBy(goalTransitions.id);
    for (const g of goalRows) {
      const own = steps.filter((t) => t.goalId === g.id && t.transitionableType === 'Goal');
      expect(own[0], g.title).toMatchObject({ fromState: null, toState: 'draft' });
      expect(own.at(-1)!.toState, g.title).toBe(g.state);
      for (const [a, b] of own.slice(1).map((t, i) => [own[i]!, t] as const)) expect(b.fromState, g.title).toBe(a.toState);
      for (const t of own) expect([g.ownerId, ownerOf(g).parentId, g.createdById], g.title).toContain(t.userId);
    }
    const approvals = steps.filter((t) => t.fromState === 'review' && t.toState === 'approved');
    expect(approvals.every((t) => t.userId === ownerOf(goalRows.find((g) => g.id === t.goalId)!).parentId)).toBe(true);
  });

  it('has weekly statuses only up to the current week, one a week for approved goals until their newest', async () => {
    const rows = await queryRows<{ goal_id: number; week: number; likelihood: number; quality: number }>(
      database.db,
      sql`SELECT s.goal_id, w.week, s.likelihood, s.quality FROM goal_statuses s JOIN period_weeks w ON w.tenant_id = s.tenant_id AND w.id = s.week_id WHERE s.tenant_id = ${tenantId}`,
    );
    const weeksOf = (id: number) =>
      rows
        .filter((r) => Number(r.goal_id) === id)
        .map((r) => r.week)
        .sort((a, b) => a - b);
    for (const g of inQuarter(current)) {
      const weeks = weeksOf(g.id);
      expect(Math.max(0, ...weeks), g.title).toBeLessThanOrEqual(CURRENT_WEEK);
      if (g.state === 'approved') expect(weeks, g.title).toEqual(weeks.map((_, i) => i + 1));
      if (g.state === 'draft' || g.state === 'review') expect(weeks, g.title).toEqual([]);
    }
    const finalized = inQuarter(previous).filter((g) => g.state === 'finalized');
    expect(finalized.every((g) => weeksOf(g.id).length === 13)).toBe(true);
    expect(rows.every((r) => r.likelihood >= 0 && r.likelihood <= 4 && r.quality >= 0 && r.quality <= 4)).toBe(true);
    expect(rows.filter((r) => r.likelihood < 2).length).toBeGreaterThan(5);
  });

  it('adds an open edit in draft and one in review, comments, follows and the theme of each quarter', async () => {
    const db = database.db;
    const edits = await db.select().from(goalEdits).where(eq(goalEdits.tenantId, tenantId));
    expect(edits.map((e) => e.state).sort()).toEqual(['draft', 'review']);
    const kinds = await queryRows<{ type: string; n: number }>(
      db,
      sql`SELECT commentable_type AS type, count(*)::int AS n FROM comments GROUP BY 1`,
    );
    expect(Object.fromEntries(kinds.map((k) => [k.type, k.n]))).toMatchObject({
      GoalStatus: expect.any(Number),
      StateTransition: expect.any(Number),
    });
    expect(kinds.every((k) => k.n >= 5)).toBe(true);
    const [follows] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM goal_follows`);
    expect(follows!.n).toBeGreaterThanOrEqual(10);
    const themes = await db.select().from(companyThemes).where(eq(companyThemes.periodId, current));
    expect(themes.map((t) => t.title)).toEqual(['Focus on the customer']);
  });

  it('dates nothing after now', async () => {
    const at = now.toISOString();
    const [late] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM goals WHERE created_at > ${at} OR updated_at > ${at})
            + (SELECT count(*) FROM goal_transitions WHERE created_at > ${at})
            + (SELECT count(*) FROM goal_statuses WHERE created_at > ${at})
            + (SELECT count(*) FROM goal_results WHERE created_at > ${at})
            + (SELECT count(*) FROM comments WHERE created_at > ${at}) AS n`,
    );
    expect(Number(late!.n)).toBe(0);
  });

  it('writes all goals with a few multi-row inserts, not a statement per goal or status', async () => {
    const session = (database.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
    const seen: string[] = [];
    const counting: Logger = { logQuery: (q) => void seen.push(q) };
    const [before, beforeOptions] = [session.logger, session.options.logger];
    [session.logger, session.options.logger] = [counting, counting];
    const people = new Map([...(await database.db.select().from(users))].map((u) => [u.email, u.id]));
    seen.length = 0;
    const rollback = new Error('rollback');
    await withTenant(database.db, tenantId, async (tx: Db) => {
      await tx.delete(companyThemes).where(eq(companyThemes.tenantId, tenantId));
      await seedDemoGoals(tx, { tenantId, now, people });
      throw rollback;
    }).catch((e: unknown) => {
      if (e !== rollback) throw e;
    });
    [session.logger, session.options.logger] = [before, beforeOptions];
    expect(seen.length).toBeLessThan(40);
  });
});

type Logger = { logQuery: (query: string, params: unknown[]) => void };

describe('demo goal badges through the API', () => {
  const tokens = new Map<string, string>();
  const as = async (email: string) => {
    if (!tokens.has(email)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { userName: email, password: DEMO_PASSWORD, domain: DEMO_SUBDOMAIN },
      });
      expect(res.statusCode).toBe(200);
      tokens.set(email, res.json().Token);
    }
    return { authorization: `Bearer ${tokens.get(email)}` };
  };
  const email = (name: string) => `${name}@northwind.example`;

  it.each([
    ['Needs Review', DEMO_ACCOUNTS.manager, 'MyDirectReports', 'current', 'Automate the release test suite'],
    ['Needs Review', DEMO_ACCOUNTS.manager, 'MyDirectReports', 'current', 'Make checkout fast on every device'],
    ['Pending edits', DEMO_ACCOUNTS.contributor, 'MyGoals', 'current', 'Make checkout fast on every device'],
    ['Pending edits', email('zara.ahmed'), 'MyGoals', 'current', 'Move the web shop to the new cluster without downtime'],
    ['Needs Update', DEMO_ACCOUNTS.manager, 'MyGoals', 'current', 'Grow an engineering team people want to join'],
    ['Trending Down', DEMO_ACCOUNTS.contributor, 'MyGoals', 'current', 'Build in-app payments for Trailhead'],
    ['Trending Down', DEMO_ACCOUNTS.observer, 'CompanyGoals', 'current', 'Launch the Trailhead mobile app'],
    ['Status is 2 weeks old', email('sofia.alvarez'), 'MyDirectReports', 'current', 'Sign 15 outdoor retailers in the Midwest'],
    ['Status is 3 weeks old', email('liam.oconnor'), 'MyDirectReports', 'current', 'Run business reviews with our top 30 accounts'],
    ['Results in review (In Dispute)', DEMO_ACCOUNTS.orgAdmin, 'MyDirectReports', 'current', 'Build a weekly cash forecast'],
    ['Results in review (Achieved)', DEMO_ACCOUNTS.orgAdmin, 'MyDirectReports', 'current', 'Run quarterly planning on Trellis'],
    ['Needs Review', DEMO_ACCOUNTS.orgAdmin, 'MyDirectReports', 'current', 'Consolidate our shipping carriers'],
    ['Shelved', email('ava.johansson'), 'MyGoals', 'current', 'Redesign our retail packaging'],
    ['Finalized', email('mei.tanaka'), 'MyGoals', 'current', 'Learn what hikers need from Trailhead'],
    ['Needs Finalization', DEMO_ACCOUNTS.contributor, 'MyGoals', 'previous', 'Halve checkout errors during the winter sale'],
    ['Needs Finalization', DEMO_ACCOUNTS.manager, 'MyGoals', 'previous', 'Hire three senior engineers'],
  ] as const)('shows %s to %s (%s, %s quarter) on "%s"', async (badge, viewer, scope, quarter, title) => {
    const PeriodId = quarter === 'current' ? current : previous;
    const res = await app.inject({
      method: 'POST',
      url: '/api/Goal/goals',
      headers: await as(viewer),
      payload: { GoalSelectFilter: scope, PeriodId, Title: title, PageSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    const goal = (res.json().data as { GoalDetail: { Title: string }; Badges: string[] }[]).find((g) => g.GoalDetail.Title === title);
    expect(goal?.Badges).toContain(badge);
  });

  it('shows the observer the company goals of the quarter and what he follows', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Goal/goals',
      headers: await as(DEMO_ACCOUNTS.observer),
      payload: { GoalSelectFilter: 'CompanyGoals', PageSize: 100 },
    });
    const body = res.json() as { data: { Id: number }[]; followed: number[] };
    expect(body.data).toHaveLength(3);
    expect(body.followed.sort()).toEqual(body.data.map((g) => g.Id).sort());
  });
});

describe('demo goals seeded on the first day of a quarter', () => {
  it('still has every state, with statuses of week 1 only and nothing dated after now', async () => {
    const dayOne = new Date('2026-07-01T15:00:00Z');
    const { TenantId } = await createDemoTenant(database.db, { config, now: dayOne }, { subdomain: 'demo-q3' });
    await withTenant(database.db, TenantId, async (tx) => {
      const [period] = await tx
        .select()
        .from(periods)
        .where(and(eq(periods.tenantId, TenantId), eq(periods.year, 2026), eq(periods.quarter, 3)));
      const rows = await tx.select().from(goals).where(eq(goals.periodId, period!.id));
      expect(new Set(rows.map((g) => g.state))).toEqual(new Set(GOAL_STATES));
      const weeks = await queryRows<{ week: number; at: Date }>(
        tx,
        sql`SELECT w.week, s.created_at AS at FROM goal_statuses s JOIN period_weeks w ON w.tenant_id = s.tenant_id AND w.id = s.week_id WHERE s.tenant_id = w.tenant_id AND w.period_id = ${period!.id}`,
      );
      expect(weeks.length).toBeGreaterThan(20);
      expect(new Set(weeks.map((w) => w.week))).toEqual(new Set([1]));
      expect(weeks.every((w) => new Date(w.at) <= dayOne)).toBe(true);
      const [late] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM goal_transitions WHERE created_at > ${dayOne.toISOString()}`,
      );
      expect(late!.n).toBe(0);
    });
  });
});
