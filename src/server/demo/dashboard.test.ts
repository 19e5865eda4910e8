import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-db';
import type { Compliance, Reminders } from '../../contract/dashboard';
import type { Strategy, StrategySummary } from '../../contract/strategy';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from './accounts';
import { seedDemoIfEmpty } from './seed';

const config = loadConfig({ TRELLIS_DEMO: 'off', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' });
// Wednesday of week 8 of Q2 2026.
const now = new Date('2026-05-20T15:00:00Z');

let database: Database;
let app: FastifyInstance;
const tokens = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db, config, now);
  app = await buildApp({ config, database, now: () => now, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

async function get<T>(who: keyof typeof DEMO_ACCOUNTS, url: string): Promise<T> {
  if (!tokens.has(who)) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD, domain: DEMO_SUBDOMAIN },
    });
    tokens.set(who, res.json().Token);
  }
  const res = await app.inject({ url, headers: { authorization: `Bearer ${tokens.get(who)}` } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

describe('the demo dashboard', () => {
  it('shows everyone the published strategy with all six objectives and a video', async () => {
    const card = await get<StrategySummary>('contributor', '/api/strategy');
    expect(card).toMatchObject({ ShowCard: true, IsStrategy: true, CanEdit: false });
    expect(card.StrategyBasic.Mission).toContain('repairable outdoor gear');
    const page = await get<Strategy>('contributor', '/api/strategy/get');
    expect(Object.values(page.StrategyObjective).every((v) => v !== null)).toBe(true);
    expect(page.StrategyVideo.VideoUrl).toBe('https://www.youtube.com/embed/u4ZoJKF_VuA');
    expect(page.Progress).toEqual({ Video: 100, MissionVisionValues: 100, Objectives: 100, Overall: 100 });
    expect(await get<Strategy>('ceo', '/api/strategy/get')).toMatchObject({ CanEdit: true, IsDraft: false });
  });

  it('gives the manager, the contributor and the CEO reminders of their own situation', async () => {
    const kinds = async (who: keyof typeof DEMO_ACCOUNTS) => {
      const r = await get<Reminders>(who, '/api/dashboard?take=500');
      return r.Reminders.map((x) => `${x.Type}: ${x.Title}${x.User ? ` (${x.User.Name})` : ''}`);
    };
    const daniel = await kinds('manager');
    const emma = await kinds('contributor');
    const olivia = await kinds('ceo');
    expect(daniel).toEqual([
      'ApprovalRequest: Automate the release test suite (Lucas Martin)',
      'EditRequest: Make checkout fast on every device (Emma Fischer)',
      'WeeklyUpdate: Grow an engineering team people want to join',
      'FinalizeResults: Hire three senior engineers',
      // Talent (issue 14): Mei signed hers; Emma's and Ethan's are not started (Felix, invited, is not asked for).
      "CountersignAppraisal: Mei Tanaka's Q1 2026 appraisal (Mei Tanaka)",
      // Appraisals with more voices (issue 34): his own self-review, a peer's feedback asked of him, Noah's peers to approve.
      'SelfReview: Your Q1 2026 self-review',
      'GiveFeedback: Feedback about Sofia Alvarez (Sofia Alvarez)',
      "ApprovePeers: Peers for Noah Patel's feedback (Noah Patel)",
      "StartAppraisal: Emma Fischer's Q1 2026 appraisal (Emma Fischer)",
      "StartAppraisal: Ethan Brooks's Q1 2026 appraisal (Ethan Brooks)",
    ]);
    expect(emma).toEqual([
      'FinalizeResults: Halve checkout errors during the winter sale',
      // Issue 34: her self-review in draft, a peer's feedback and her upward feedback about Daniel asked of her.
      'SelfReview: Your Q1 2026 self-review',
      'GiveFeedback: Feedback about Noah Patel (Noah Patel)',
      'GiveFeedback: Feedback about Daniel Cho (Daniel Cho)',
      // Action items (issue 15): one Daniel asked of her is overdue.
      'ActionItemOverdue: Review the budget forecast for next quarter (Daniel Cho)',
    ]);
    expect(olivia).toEqual([
      'ApprovalRequest: Open an East Coast fulfilment hub (Marcus Reed)',
      // Her vice presidents' appraisals of last quarter are hers to start.
      "StartAppraisal: Daniel Cho's Q1 2026 appraisal (Daniel Cho)",
      "StartAppraisal: Liam O'Connor's Q1 2026 appraisal (Liam O'Connor)",
      "StartAppraisal: Marcus Reed's Q1 2026 appraisal (Marcus Reed)",
      "StartAppraisal: Sofia Alvarez's Q1 2026 appraisal (Sofia Alvarez)",
      // Her own action item, past its day.
      'ActionItemOverdue: Share the quarter’s lessons learned with the team',
    ]);
    expect((await get<Reminders>('observer', '/api/dashboard')).Total).toBe(0);
  });

  it('has compliance numbers worth looking at', async () => {
    const company = await get<Compliance>('ceo', '/api/dashboard/complience/3');
    const team = await get<Compliance>('manager', '/api/dashboard/complience/1');
    expect(company.users).toBeGreaterThan(20);
    // Someone in the company is late with a weekly update and someone has not finalized last quarter.
    expect(company.Modes[1]!.Count).toBeGreaterThan(0);
    expect(company.Modes[2]!.Count).toBeGreaterThan(0);
    expect(company).toMatchObject({ IsCurrentWeek: false, LastQuarter: 'Q1 2026', LastWeek: { Week: 7 } });
    // Daniel's team: one of his reports has not finalized last quarter's goal.
    expect(team.Modes.map((m) => m.Count)).toEqual([0, 0, 1]);
    const who = await get<{ data: { Name: string }[] }>('manager', '/api/dashboard/complience/1/3');
    expect(who.data.map((p) => p.Name)).toEqual(['Emma Fischer']);
  });
});
