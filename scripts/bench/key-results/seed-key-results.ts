import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import type { Person } from '../goals/seed-people';

export const KEY_RESULTS_PER_GOAL = 5;
export const WEEKS_OF_READINGS = 13;

export type KeyResultProbes = { owner: Person; goalIds: number[]; keyResults: number; checkins: number; numberIds: number[] };

/**
 * Five key results on each of an owner's approved goals of the current quarter (an increase, a decrease, an at-least,
 * an amount and a milestone), each with a reading a week for thirteen weeks before now: the goal detail's case of
 * issue 31. The goals keep the progress the readings make, as the key results area would have set it.
 */
export async function seedKeyResults(db: Db, tenantId: number, owner: { person: Person; goalIds: number[] }): Promise<KeyResultProbes> {
  const { goalIds } = owner;
  // As one array parameter (drizzle writes a JS array as a list of parameters).
  const ids = `{${goalIds.join(',')}}`;
  // As the owner, each statement naming the company (as the goals bench seeds): as trellis_app, Citus carries out these
  // INSERT … SELECT (over VALUES, over generate_series) as COPY into the shards, which row-level security refuses
  // ('COPY FROM not supported with row-level security'; docs/citus.md).
  const probes = await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO key_results (tenant_id, goal_id, title, kind, direction, start, target, current, unit, currency, weight, owner_id, position)
      SELECT g.tenant_id, g.id, k.title, k.kind, k.direction, k.start, k.target, k.start, k.unit, k.currency, k.weight, g.owner_id, k.position
      FROM goals g
      CROSS JOIN (VALUES
        ('New customers', 'number', 'increase', 0, 40, 'customers', NULL, 1, 1),
        ('Churn', 'percent', 'decrease', 8, 4, NULL, NULL, 1, 2),
        ('Uptime', 'percent', 'atLeast', 0, 99.5, NULL, NULL, 1, 3),
        ('Revenue', 'currency', 'increase', 0, 50000, NULL, 'EUR', 2, 4),
        ('Launch', 'milestone', 'increase', 0, 1, NULL, NULL, 1, 5)
      ) AS k(title, kind, direction, start, target, unit, currency, weight, position)
      WHERE g.tenant_id = ${tenantId} AND g.id = ANY(${ids}::bigint[])`);
    // A reading a week: each key result a little further each week (a milestone done in the last).
    await tx.execute(sql`
      INSERT INTO key_result_checkins (tenant_id, key_result_id, goal_id, value, user_id, progress, expected, created_at)
      SELECT k.tenant_id, k.id, k.goal_id,
             CASE WHEN k.kind = 'milestone' THEN (w = ${WEEKS_OF_READINGS})::int
                  ELSE k.start + (k.target - k.start) * w / ${WEEKS_OF_READINGS + 2} END,
             k.owner_id, round(100.0 * w / ${WEEKS_OF_READINGS + 2}, 1), round(100.0 * w / 14, 1),
             now() - make_interval(days => 7 * (${WEEKS_OF_READINGS} - w))
      FROM key_results k CROSS JOIN generate_series(1, ${WEEKS_OF_READINGS}) w
      WHERE k.tenant_id = ${tenantId} AND k.goal_id = ANY(${ids}::bigint[])`);
    await tx.execute(sql`
      UPDATE key_results k SET current = c.value
      FROM (SELECT DISTINCT ON (key_result_id) key_result_id, value FROM key_result_checkins
            WHERE tenant_id = ${tenantId} ORDER BY key_result_id, created_at DESC, id DESC) c
      WHERE k.tenant_id = ${tenantId} AND k.id = c.key_result_id`);
    await tx.execute(sql`
      UPDATE goals g SET progress = ${Math.round((1000 * WEEKS_OF_READINGS) / (WEEKS_OF_READINGS + 2)) / 10}
      WHERE g.tenant_id = ${tenantId} AND g.id = ANY(${ids}::bigint[])`);
    const [n] = await queryRows<{ keyResults: number; checkins: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM key_results WHERE tenant_id = ${tenantId}) AS "keyResults",
                 (SELECT count(*)::int FROM key_result_checkins WHERE tenant_id = ${tenantId}) AS checkins`,
    );
    // The key results counted in numbers, which take any reading: the check-ins' targets.
    const numbers = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM key_results WHERE tenant_id = ${tenantId} AND goal_id = ANY(${ids}::bigint[]) AND kind = 'number' ORDER BY id`,
    );
    return { owner: owner.person, goalIds, keyResults: n!.keyResults, checkins: n!.checkins, numberIds: numbers.map((r) => Number(r.id)) };
  });
  await db.execute(sql`VACUUM (ANALYZE) key_results`);
  await db.execute(sql`VACUUM (ANALYZE) key_result_checkins`);
  return probes;
}
