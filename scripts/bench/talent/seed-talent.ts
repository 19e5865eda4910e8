import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import { DEFAULT_TALENT_LABELS } from '../../../src/domain/talent/settings-rules';
import { effectiveDateFor, type People, type Person } from '../goals/seed-people';

export type TalentProbes = { tenantId: number; hr: Person; manager: Person; periodId: number; appraisals: number };

const STATES = ['draft', 'shared', 'acknowledged', 'completed'];

/**
 * Talent for the bench company: everyone created at the schedule's start, the newest ended quarter appraised for
 * four people in five (states and ratings spread evenly), and one contributor made an HR admin.
 */
export async function seedTalent(db: Db, people: People, now: Date): Promise<TalentProbes> {
  const L = DEFAULT_TALENT_LABELS;
  const effectiveDate = effectiveDateFor(now);
  const hr = people.byLevel[5]![7]!;
  const probes = await withTenant(db, people.tenantId, async (tx) => {
    await tx.execute(sql`UPDATE users SET created_at = ${effectiveDate}::date WHERE tenant_id = ${people.tenantId}`);
    await tx.execute(sql`UPDATE users SET is_hr_admin = true WHERE tenant_id = ${people.tenantId} AND id = ${hr.id}`);
    // The newest quarter that has ended (periods 0–3, the last current): index 2.
    const [period] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM periods WHERE tenant_id = ${people.tenantId} AND index = 2`);
    const periodId = Number(period!.id);
    const label = (list: { Label: string }[]) => sql.raw(`(ARRAY[${list.map((l) => `'${l.Label.replace(/'/g, "''")}'`).join(',')}])`);
    await tx.execute(sql`
      INSERT INTO appraisals (tenant_id, user_id, reviewer_id, period_id, state, review, primary_rating, secondary_rating,
                              rating_scale, primary_label, secondary_label, created_at, updated_at)
      SELECT u.tenant_id, u.id, u.parent_id, ${periodId}, (${sql.raw(`ARRAY['${STATES.join("','")}']`)})[u.id % 4 + 1],
             '<p>A quarter of steady work.</p>', u.id % 3 + 1, (u.id / 3) % 3 + 1, 3,
             ${label(L.PrimaryLabels)}[u.id % 3 + 1], ${label(L.SecondaryLabels)}[(u.id / 3) % 3 + 1], now(), now()
      FROM users u
      WHERE u.tenant_id = ${people.tenantId} AND u.parent_id IS NOT NULL AND u.id % 5 <> 0`);
    const [n] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM appraisals WHERE tenant_id = ${people.tenantId}`);
    return { tenantId: people.tenantId, hr, manager: people.manager, periodId, appraisals: n!.n };
  });
  // As the tables' owner (the app's role may not analyse): the planner and index-only scans see the rows as autovacuum would leave them.
  await db.execute(sql`VACUUM (ANALYZE) appraisals`);
  await db.execute(sql`VACUUM (ANALYZE) users`);
  return probes;
}
