import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { buildGoals, type GoalBlueprint } from '../goals/goal-factory';
import { givenGoalWorld } from '../testing/goal-org';
import { createTestApp, type TestApp } from '../testing/test-app';
import { goalReminderTypes, type ReminderGoalFacts } from '../../domain/dashboard/reminders';
import { GOAL_STATES, type GoalState } from '../../domain/goals/states';
import type { Reminder } from '../../contract/dashboard';

// The reminder SQL (reminder-queries.ts) is the twin of the domain's goalReminderTypes: over every
// combination of state, quarter, weekly status, open edit and manager result, both give the same reminders.

type World = Awaited<ReturnType<typeof givenGoalWorld>>;
type Combo = {
  owner: 'cal' | 'mia';
  state: GoalState;
  period: 'past' | 'current' | 'next';
  updated: boolean;
  edit: 'draft' | 'review' | null;
  managerResult: boolean;
};

let t: TestApp;
let w: World;
const built: { id: number; combo: Combo }[] = [];
const NOW = new Date('2026-05-20T15:00:00Z');

function combos(): Combo[] {
  const out: Combo[] = [];
  for (const owner of ['cal', 'mia'] as const)
    for (const state of GOAL_STATES)
      for (const period of ['past', 'current', 'next'] as const)
        for (const updated of [false, true])
          for (const edit of state === 'approved' ? ([null, 'draft', 'review'] as const) : [null])
            for (const managerResult of state === 'results_in_review' || state === 'finalized' ? [false, true] : [false])
              out.push({ owner, state, period, updated, edit, managerResult });
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await givenGoalWorld(t);
  const { ids } = w.org;
  const periodIds = { past: w.pastPeriodId, current: w.periodId, next: w.nextPeriodId };
  const all = combos();
  const blueprints: GoalBlueprint[] = all.map((c, i) => {
    const ownerId = ids[c.owner];
    const manager = c.owner === 'cal' ? ids.mia : ids.vic;
    const at = new Date(Date.UTC(2026, 0, 5, 12, i));
    return {
      tenantId: w.org.tenant.TenantId,
      ownerId,
      periodId: periodIds[c.period],
      title: `${c.owner} ${i}`,
      state: c.state,
      at,
      asOf: NOW,
      // Eight weeks of statuses reach the current week (week 8 on 2026-05-20); seven stop short.
      statuses: c.period === 'next' ? [] : Array.from({ length: c.updated ? 8 : 7 }, () => [2, 2] as [number, number]),
      ...(c.edit ? { edit: { state: c.edit, title: `edit ${i}`, measurement: 'm', by: ownerId } } : {}),
      ...(c.state === 'results_in_review' || c.state === 'finalized'
        ? {
            results: {
              owner: { completed: true, text: 'Done', by: ownerId },
              ...(c.managerResult ? { manager: { completed: false, text: 'Hmm', by: manager } } : {}),
            },
          }
        : {}),
    };
  });
  const rows = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) => buildGoals(tx, blueprints));
  rows.forEach((r, i) => built.push({ id: r.id, combo: all[i]! }));
});
afterAll(() => t.close());

function expected(viewer: 'cal' | 'mia' | 'vic'): string[] {
  const managerOf = { cal: 'mia', mia: 'vic' } as const;
  return built
    .flatMap(({ id, combo: c }) => {
      const facts: ReminderGoalFacts = {
        state: c.state,
        viewerIsOwner: c.owner === viewer,
        viewerIsManager: managerOf[c.owner] === viewer,
        ownerActive: true,
        periodCurrent: c.period === 'current',
        periodEnded: c.period === 'past',
        hasCurrentWeekStatus: c.period === 'current' && c.updated,
        openEdit: c.edit,
        hasManagerResult: c.managerResult,
      };
      return goalReminderTypes(facts).map((type) => `${type} ${id}`);
    })
    .sort();
}

describe('reminder SQL and domain rules', () => {
  it.each(['cal', 'mia', 'vic'] as const)('agree for %s over every combination', async (viewer) => {
    const res = await t.app.inject({ url: '/api/dashboard?take=500', headers: await w.org.as(viewer) });
    const body = res.json() as { Reminders: Reminder[]; Total: number };
    const fromSql = body.Reminders.filter((r) => r.Type !== 'CreateGoals')
      .map((r) => `${r.Type} ${r.GoalId}`)
      .sort();
    const fromDomain = expected(viewer);
    expect(fromDomain.length).toBeGreaterThan(5);
    expect(fromSql).toEqual(fromDomain);
    expect(body.Total).toBe(body.Reminders.length);
  });

  it('pages a long list: the first 50, then 10 more, the same order', async () => {
    const requests = Array.from({ length: 40 }, (_, i) => ({
      tenantId: w.org.tenant.TenantId,
      ownerId: w.org.ids.cal,
      periodId: w.periodId,
      title: `request ${i}`,
      history: [{ to: 'review' as const, by: w.org.ids.cal, at: new Date(Date.UTC(2026, 4, 1, 9, i)) }],
    }));
    await withTenant(t.database.db, w.org.tenant.TenantId, (tx) => buildGoals(tx, requests));
    const all = (await t.app.inject({ url: '/api/dashboard?take=500', headers: await w.org.as('mia') })).json();
    expect(all.Total).toBeGreaterThan(60);
    const first = (await t.app.inject({ url: '/api/dashboard', headers: await w.org.as('mia') })).json();
    expect(first.Reminders).toHaveLength(50);
    expect(first.Total).toBe(all.Total);
    const more = (await t.app.inject({ url: '/api/dashboard?take=60', headers: await w.org.as('mia') })).json();
    expect(more.Reminders.map((r: Reminder) => r.Key)).toEqual(all.Reminders.slice(0, 60).map((r: Reminder) => r.Key));
    expect(new Set(all.Reminders.map((r: Reminder) => r.Key)).size).toBe(all.Total);
  });
});
