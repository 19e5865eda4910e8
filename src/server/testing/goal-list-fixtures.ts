import { and, eq } from 'drizzle-orm';
import { withTenant } from '../db/tenant-context';
import { goalEdits, goalFollows, goals, users } from '../db/schema';
import type { Db } from '../db/client';
import type { TestApp } from './test-app';
import { givenGoalOrg } from './goal-org';
import { keepAncestors } from '../people';
import { buildGoal, type GoalBlueprint } from '../goals/goal-factory';

export type ListOrg = Awaited<ReturnType<typeof givenListOrg>>;
export type Who = keyof Awaited<ReturnType<typeof givenGoalOrg>>['ids'];
type ApiGoal = { Id: number; GoalDetail: { Title: string }; SortPriority: number; UpdatedAt: string };

/** A goal org for the list tests (Q2 2026, week 8) with helpers to build goals and call the list. */
export async function givenListOrg(t: TestApp, subdomain: string) {
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const org = await givenGoalOrg(t, subdomain, { effectiveDate: '2026-01-01' });
  const tenantId = org.tenant.TenantId;
  const periods = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json();
  const periodOf = (index: number): number => periods.Periods.find((p: { Index: number }) => p.Index === index).Id;
  const inDb = <T>(work: (tx: Db) => Promise<T>) => withTenant(t.database.db, tenantId, work);
  let tick = 0;
  return {
    ...org,
    tenantId,
    current: periods.Current.Id as number,
    previous: periodOf(0),
    next: periodOf(2),
    inDb,
    /** A goal owned by `owner` (current quarter unless told); each one built is a little newer than the last. */
    build: (owner: Who, title: string, over: Partial<GoalBlueprint> = {}) =>
      inDb((tx) =>
        buildGoal(tx, {
          tenantId,
          ownerId: org.ids[owner],
          periodId: periods.Current.Id,
          title,
          at: new Date(Date.UTC(2026, 4, 1, 0, tick++)),
          ...over,
        }),
      ),
    addEdit: (goalId: number, state: 'draft' | 'review', by: Who) =>
      inDb((tx) =>
        tx.insert(goalEdits).values({
          tenantId,
          goalId,
          state,
          title: 'Edited',
          measurement: 'Edited',
          hidden: false,
          createdById: org.ids[by],
        }),
      ),
    follow: (goalId: number, who: Who) => inDb((tx) => tx.insert(goalFollows).values({ tenantId, goalId, userId: org.ids[who] })),
    deleteGoal: (goalId: number) =>
      inDb((tx) =>
        tx
          .update(goals)
          .set({ deletedAt: t.clock.now })
          .where(and(eq(goals.tenantId, tenantId), eq(goals.id, goalId))),
      ),
    setUser: (userId: number, values: Partial<typeof users.$inferInsert>) =>
      inDb(async (tx) => {
        await tx
          .update(users)
          .set(values)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
        // A new manager moves the person's kept ancestors too, as the people area's writes do.
        if ('parentId' in values) await keepAncestors(tx, tenantId, [userId]);
      }),
    list: async (who: Who, filter: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/Goal/goals', headers: await org.as(who), payload: filter }),
    get: async (who: Who, url: string) => t.app.inject({ url, headers: await org.as(who) }),
    /** The sorted titles a viewer's list shows; any answer but 200 fails the test. */
    titles: async (who: Who, filter: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/Goal/goals', headers: await org.as(who), payload: filter });
      if (res.statusCode !== 200) throw new Error(`list as ${who}: ${res.statusCode} ${res.body}`);
      return titlesOf(res.json().data);
    },
  };
}

export const titlesOf = (goals: ApiGoal[]) => goals.map((g) => g.GoalDetail.Title).sort();

/** The same goals sorted the way the domain says: sort priority, then newest change, then newest id. */
export const sortedByDomain = (goals: ApiGoal[]) =>
  [...goals].sort((a, b) => a.SortPriority - b.SortPriority || b.UpdatedAt.localeCompare(a.UpdatedAt) || b.Id - a.Id);
