import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { addUser } from './add-user';

/**
 * A person the company's identity provider vouched for, created as they first sign in (issue 32, decision 072): a
 * contributor reporting to the CEO, with no password, their invitation and address counted as accepted by the sign-in.
 */
export async function addSignedInPerson(db: Db, tenantId: number, person: { name: string; email: string }, now: Date) {
  const { UserId } = await addUser(db, tenantId, { name: person.name, email: person.email, role: 'contributor' }, now);
  await db
    .update(users)
    .set({ invitationAcceptedAt: now, emailActivatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, UserId)));
  return { UserId };
}
