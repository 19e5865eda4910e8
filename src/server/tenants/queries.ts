import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';

export type TenantRow = typeof tenants.$inferSelect;

// System query: the tenant of a sign-in is found by its subdomain before any tenant context exists.
export async function findTenantBySubdomain(db: Db, subdomain: string): Promise<TenantRow | null> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(eq(sql`lower(${tenants.subdomain})`, subdomain.toLowerCase()));
  return row ?? null;
}

export async function getTenant(db: Db, tenantId: number): Promise<TenantRow> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`tenant ${tenantId} not found`);
  return row;
}

/**
 * A new company's row: what creating a company (people's createTenant, with its CEO) asks of the tenants area. Its id is
 * taken first, so that the row can be written as the company itself (row-level security lets trellis_app write only
 * its own row).
 */
export async function insertTenant(
  db: Db,
  values: Pick<typeof tenants.$inferInsert, 'id' | 'name' | 'subdomain' | 'timeZone' | 'effectiveDate' | 'goalType'> & { id: number },
): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}
