import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import type { UserRow } from './user-mapping';

// A user as an account: found by address or id, or read with their company (auth's writes: account-writes.ts).
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

/** A user with their tenant in one round trip (mail and link checks need both). */
export async function findUserWithTenant(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select({ user: users, tenant: tenants })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}
