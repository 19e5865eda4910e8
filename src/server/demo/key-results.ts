import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { liveGoal, setGoalProgress } from '../goals';
import { keyResultCheckins, keyResults } from '../db/schema';
import { addDays, daysBetween } from '../../domain/periods';
import { expectedProgress, goalProgress, keyResultProgress, type Measure, type Weighted } from '../../domain/key-results/progress';

type Plan = Omit<Measure, 'current'> & { title: string; unit: string | null; currency: string | null; weight: number };

// Key results of every kind and direction; each goal takes three, in turn.
const PLANS: Plan[] = [
  {
    title: 'Qualified leads from the new campaign',
    kind: 'number',
    direction: 'increase',
    start: 0,
    target: 240,
    unit: 'leads',
    currency: null,
    weight: 1,
  },
  {
    title: 'Tickets reopened after a fix',
    kind: 'percent',
    direction: 'decrease',
    start: 12,
    target: 6,
    unit: '%',
    currency: null,
    weight: 2,
  },
  {
    title: 'New annual revenue',
    kind: 'currency',
    direction: 'increase',
    start: 0,
    target: 250000,
    unit: null,
    currency: 'EUR',
    weight: 2,
  },
  { title: 'Pilot customer live', kind: 'milestone', direction: 'increase', start: 0, target: 1, unit: null, currency: null, weight: 1 },
  { title: 'Service uptime', kind: 'percent', direction: 'atLeast', start: 99, target: 99.9, unit: '%', currency: null, weight: 1 },
  { title: 'Open critical bugs', kind: 'number', direction: 'atMost', start: 9, target: 3, unit: 'bugs', currency: null, weight: 1 },
];

/**
 * The value after `share` of the quarter, for a goal that ends at `pace` of the way (milestones done late). A level to
 * hold (at least, at most) is held most weeks; a goal behind its pace slips under it every third week.
 */
function valueAt(plan: Plan, share: number, pace: number): number {
  if (plan.kind === 'milestone') return share * pace >= 0.6 ? 1 : 0;
  if (plan.direction === 'atLeast' || plan.direction === 'atMost') {
    const held = pace >= 0.8 || Math.round(share * 13) % 3 !== 0;
    const better = (plan.direction === 'atLeast' ? 1 : -1) * (held ? 1 : -1);
    const margin = plan.kind === 'number' ? 1 : Math.abs(plan.target - plan.start) / 10;
    return Math.round((plan.target + better * margin) * 100) / 100;
  }
  const raw = plan.start + (plan.target - plan.start) * Math.min(1, share * pace);
  return plan.kind === 'currency' ? Math.round(raw / 500) * 500 : Math.round(raw * 10) / 10;
}

/**
 * The current quarter's approved goals of the demo carry measured key results (issue 31), each with a reading a week
 * so far: some goals ahead of the straight line, some behind, so the charts and lists have a story to show.
 */
export async function seedDemoKeyResults(tx: Db, d: { tenantId: number; now: Date; today: string }) {
  const goals = await queryRows<{ id: number; owner_id: number; start_date: string; end_date: string }>(
    tx,
    sql`SELECT g.id, g.owner_id, p.start_date::text, p.end_date::text FROM goals g
        JOIN periods p ON p.tenant_id = g.tenant_id AND p.id = g.period_id
        WHERE g.tenant_id = ${d.tenantId} AND ${liveGoal('g')} AND g.state = 'approved'
          AND p.start_date <= ${d.today}::date AND p.end_date >= ${d.today}::date
        ORDER BY g.id LIMIT 12`,
  );
  for (const [i, goal] of goals.entries()) {
    const pace = 0.6 + (i % 5) * 0.2;
    const plans = [0, 1, 2].map((k) => PLANS[(i + k) % PLANS.length]!);
    const days = Math.max(0, Math.min(daysBetween(goal.start_date, goal.end_date), daysBetween(goal.start_date, d.today)));
    const readings = Array.from({ length: Math.floor(days / 7) }, (_, week) => addDays(goal.start_date, week * 7 + 3));
    const parts: Weighted[] = [];
    for (const [position, plan] of plans.entries()) {
      const shareOn = (day: string) => expectedProgress(day, goal.start_date, goal.end_date) / 100;
      const current = readings.length ? valueAt(plan, shareOn(readings.at(-1)!), pace) : plan.start;
      parts.push({ progress: keyResultProgress({ ...plan, current }), weight: plan.weight });
      const [row] = await tx
        .insert(keyResults)
        .values({
          tenantId: d.tenantId,
          goalId: Number(goal.id),
          title: plan.title,
          kind: plan.kind,
          direction: plan.direction,
          start: plan.start,
          target: plan.target,
          current,
          unit: plan.unit,
          currency: plan.currency,
          weight: plan.weight,
          ownerId: Number(goal.owner_id),
          position: position + 1,
          createdAt: new Date(`${goal.start_date}T09:00:00Z`),
          updatedAt: d.now,
        })
        .returning({ id: keyResults.id });
      if (readings.length === 0) continue;
      await tx.insert(keyResultCheckins).values(
        readings.map((day) => {
          const value = valueAt(plan, shareOn(day), pace);
          return {
            tenantId: d.tenantId,
            keyResultId: row!.id,
            goalId: Number(goal.id),
            value,
            comment: null,
            userId: Number(goal.owner_id),
            progress: keyResultProgress({ ...plan, current: value }),
            expected: expectedProgress(day, goal.start_date, goal.end_date),
            createdAt: new Date(`${day}T16:00:00Z`),
          };
        }),
      );
    }
    const weights = parts.reduce((sum, p) => sum + p.weight, 0);
    await setGoalProgress(tx, d.tenantId, Number(goal.id), goalProgress(parts), weights);
  }
}
