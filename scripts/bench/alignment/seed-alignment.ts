import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import type { Person } from '../goals/seed-people';
import type { ReportProbes } from '../reports/seed-reports';

export type AlignmentProbes = ReportProbes & {
  tenantId: number;
  /** The CEO's published goals of the quarter (everyone sees them): the branches opened in turn. */
  companyGoals: number[];
  /** Goals two levels down (a VP's direct report's), opened in turn. */
  deepGoals: number[];
  contributor: Person;
  dept: string;
};

/** In the reports bench's company (5,000 people, 50,000 goals), the goals and people the tree bench asks about. */
export async function findAlignmentProbes(db: Db, seeded: ReportProbes): Promise<AlignmentProbes> {
  const [{ tenant_id: tenantId } = { tenant_id: 0 }] = await queryRows<{ tenant_id: number }>(
    db,
    sql`SELECT tenant_id FROM users WHERE id = ${seeded.ceo.id}`,
  );
  const t = Number(tenantId);
  const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));
  return withTenant(db, t, async (tx) => {
    const companyGoals = ids(
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM goals WHERE tenant_id = ${t} AND owner_id = ${seeded.ceo.id} AND period_id = ${seeded.periodId}
              AND state NOT IN ('draft', 'review') AND NOT hidden ORDER BY id`,
      ),
    );
    const deepGoals = ids(
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT g.id FROM goals g JOIN goals p ON p.tenant_id = g.tenant_id AND p.id = g.parent_id
            WHERE g.tenant_id = ${t} AND p.parent_id = ANY(${sql.param(companyGoals)}::bigint[])
              AND EXISTS (SELECT 1 FROM goals c WHERE c.tenant_id = g.tenant_id AND c.parent_id = g.id)
            ORDER BY g.id LIMIT 20`,
      ),
    );
    const [c] = await queryRows<{ id: number; parent_id: number; email: string; org_unit: string }>(
      tx,
      sql`SELECT id, parent_id, email, org_unit FROM users WHERE tenant_id = ${t} AND role_name = 'contributor' ORDER BY id LIMIT 1`,
    );
    const contributor: Person = { id: Number(c!.id), parentId: Number(c!.parent_id), level: 6, email: c!.email };
    return { ...seeded, tenantId: t, companyGoals, deepGoals, contributor, dept: c!.org_unit };
  });
}
