import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

// People own the users table (db/table-owners.ts, decision 038): the area's use cases change a person here, and
// other areas through the face's narrower calls.

/** Changes a person's row; for the people area's use cases, which check the change first. */
export async function updateUser(db: Db, tenantId: number, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/** The profile's descriptive fields, which carry no rule of the org chart, roles or sign-in. */
export type ProfileFields = Partial<
  Pick<
    typeof users.$inferInsert,
    'phoneNumber' | 'biography' | 'responsibility' | 'disc' | 'orgUnit' | 'jobTitle' | 'linkedinUrl' | 'timeZone'
  >
>;

/** What other areas may change on a profile: the user manual its DISC letters, the demo its people's stories. */
export const updateProfileFields = (db: Db, tenantId: number, id: number, values: ProfileFields) => updateUser(db, tenantId, id, values);
