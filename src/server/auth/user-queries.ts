import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import type { UserRow } from './user-mapping';

// A user as an account: found by address or id, changed, or read with their company.
export async function findUserByEmail(db: Db, tenantId: number, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase())));
  return row ?? null;
}

export async function findUser(db: Db, tenantId: number, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row ?? null;
}

export async function updateUser(db: Db, tenantId: number, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/** A user with their tenant in one round trip (mail and link checks need both). */
export async function findUserWithTenant(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select({ user: users, tenant: tenants })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}
