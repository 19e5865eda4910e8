import type { InjectOptions } from 'fastify';
import { withTenant } from '../db/tenant-context';
import type { DomainEvent } from '../events/bus';
import type { GoalState } from '../../domain/goals/states';
import { createTestApp } from './test-app';
import { givenGoalOrg } from './goal-org';
import { buildGoal, type GoalBlueprint } from '../goals/goal-factory';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
export type Person = keyof Org['ids'];

/**
 * The world of the goal action tests: acme on 2026-05-20 (Q2 2026, week 8), a way to put a goal in
 * any state, to call the API as anyone, and a goal of another tenant (globex).
 */
export async function givenGoalActions() {
  const t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  const periodOf = async (o: Org) =>
    (await t.app.inject({ url: '/api/Goal/periods', headers: await o.as('cal') })).json().Current.Id as number;
  const periodId = await periodOf(org);

  const build = (o: Org, period: number, owner: Person, state: GoalState, over: Partial<GoalBlueprint>) =>
    withTenant(t.database.db, o.tenant.TenantId, (tx) =>
      buildGoal(tx, { tenantId: o.tenant.TenantId, ownerId: o.ids[owner], periodId: period, state, at: t.clock.now, ...over }),
    );

  /** A goal of `owner` built directly in `state`; answers its id. */
  const goalIn = async (state: GoalState, owner: Person = 'cal', over: Partial<GoalBlueprint> = {}) =>
    (await build(org, periodId, owner, state, over)).id;

  const call = async (who: Person, method: InjectOptions['method'], url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers: await org.as(who), ...(payload ? { payload } : {}) });
  const post = (who: Person, url: string, payload: Record<string, unknown>) => call(who, 'POST', url, payload);
  const info = async (id: number, who: Person = 'cal') => (await call(who, 'GET', `/Goal/${id}`)).json();
  const labels = async (id: number) => ((await info(id)).GoalTransitions as { Label: string }[]).map((x) => x.Label);

  let foreign: number | null = null;
  /** An approved goal of globex's cal: acme's people must get 404 for it. */
  const foreignGoal = async () => {
    if (foreign === null) {
      const other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
      foreign = (await build(other, await periodOf(other), 'cal', 'approved', {})).id;
    }
    return foreign;
  };

  /** Records the domain events published while `action` runs. */
  const eventsOf = async (action: () => Promise<unknown>): Promise<DomainEvent[]> => {
    const seen: DomainEvent[] = [];
    const stop = t.deps.events.subscribe((e) => void seen.push(e));
    try {
      await action();
      // Subscribers are called on a later tick than the publish.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      stop();
    }
    return seen;
  };

  return { t, org, periodId, goalIn, call, post, info, labels, foreignGoal, eventsOf };
}
