import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The account columns of a user row, the only ones auth writes: the password hash, failed sign-ins and lock,
 * the invitation accepted and the confirmed address. The row is people's (db/table-owners.ts); auth sits below
 * people, so it cannot ask people's face, and the test of table owners allows this file alone (decision 038).
 */
export type AccountValues = Partial<
  Pick<
    typeof users.$inferInsert,
    'passwordHash' | 'failedSignIns' | 'lockedAt' | 'invitationAcceptedAt' | 'emailActivatedAt' | 'email' | 'unconfirmedEmail'
  >
>;

export async function updateAccount(db: Db, tenantId: number, id: number, values: AccountValues) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}
