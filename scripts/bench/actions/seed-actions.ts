import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import { addDays, todayIn } from '../../../src/domain/periods';
import { DEFAULT_TIME_ZONE, ianaOf } from '../../../src/domain/time-zones';
import type { People, Person } from '../goals/seed-people';

export type ActionProbes = { heavy: Person; light: Person; heavyItems: number; heavyOpen: number; items: number };

export const HEAVY_ITEMS = 2_000;
const PER_PERSON = 5;
/** How many people the heavy user has items with. */
const PARTNERS = 60;

/**
 * Action items for the bench company: everyone has five with their manager (one in three completed), and one VP has
 * 2,000 with the 60 people they work with most: 1,200 asked of them and 800 they asked, a third completed, due dates
 * spread over a year around today.
 */
export async function seedActionItems(db: Db, people: People, now: Date): Promise<ActionProbes> {
  const today = todayIn(ianaOf(DEFAULT_TIME_ZONE), now);
  const heavy = people.manager;
  const light = people.byLevel[6]![42]!;
  const probes = await withTenant(db, people.tenantId, async (tx) => {
    const t = people.tenantId;
    const from = addDays(today, -180);
    // Everyone: five items from their manager.
    await tx.execute(sql`
      INSERT INTO action_items (tenant_id, title, due_date, assignee_id, requester_id, created_by_id, completed_at, created_at, updated_at)
      SELECT u.tenant_id, 'Follow up on item ' || g || ' for ' || u.name, ${from}::date + ((u.id * 7 + g * 31) % 365)::int,
             u.id, u.parent_id, u.parent_id, CASE WHEN g % 3 = 0 THEN now() END, now(), now()
      FROM users u CROSS JOIN generate_series(1, ${PER_PERSON}) g
      WHERE u.tenant_id = ${t} AND u.parent_id IS NOT NULL`);
    // The heavy user: asked by the 60 people they work with most (the top of the company), and asking them.
    await tx.execute(sql`
      WITH partners AS (
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users
        WHERE tenant_id = ${t} AND id <> ${heavy.id} ORDER BY id LIMIT ${PARTNERS}
      )
      INSERT INTO action_items (tenant_id, title, due_date, assignee_id, requester_id, created_by_id, completed_at, created_at, updated_at)
      SELECT ${t}, CASE WHEN g % 10 = 0 THEN 'Quarterly report ' ELSE 'Review request ' END || g, ${from}::date + (g * 13 % 365),
             CASE WHEN g <= 1200 THEN ${heavy.id} ELSE p.id END,
             CASE WHEN g <= 1200 THEN p.id ELSE ${heavy.id} END,
             CASE WHEN g <= 1200 THEN p.id ELSE ${heavy.id} END,
             CASE WHEN g % 3 = 0 THEN now() END, now(), now()
      FROM generate_series(1, ${HEAVY_ITEMS}) g
      JOIN partners p ON p.k = g % ${PARTNERS}`);
    const [n] = await queryRows<{ all: number; heavy: number; open: number }>(
      tx,
      sql`SELECT count(*)::int AS all,
                 count(*) FILTER (WHERE assignee_id = ${heavy.id} OR requester_id = ${heavy.id})::int AS heavy,
                 count(*) FILTER (WHERE (assignee_id = ${heavy.id} OR requester_id = ${heavy.id}) AND completed_at IS NULL)::int AS open
          FROM action_items WHERE tenant_id = ${t}`,
    );
    return { heavy, light, heavyItems: n!.heavy, heavyOpen: n!.open, items: n!.all };
  });
  // As the tables' owner: the planner sees the rows as autovacuum would leave them.
  await db.execute(sql`VACUUM (ANALYZE) action_items`);
  await db.execute(sql`VACUUM (ANALYZE) users`);
  return probes;
}
