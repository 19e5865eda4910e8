import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The person's name, if the company has them. */
export async function findPersonName(tx: Db, tenantId: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row?.name ?? null;
}
