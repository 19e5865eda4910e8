import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgUnitVersions, users } from '../db/schema';
import { keepAncestors } from './ancestors';

// People own the users table (db/table-owners.ts, decision 038): the area's use cases change a person here, and
// other areas through the face's narrower calls.

/** Changes a person's row; for the people area's use cases, which check the change first. */
export async function updateUser(db: Db, tenantId: number, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  if ('orgUnit' in values) await departmentsChanged(db, tenantId);
  if ('parentId' in values) await keepAncestors(db, tenantId, [id]);
}

/**
 * Counts a change of someone's department (org_unit_versions), in the transaction that makes it: what other areas
 * keep about departments is good only while the count is the one they kept it at (orgUnitVersionOf).
 */
export async function departmentsChanged(db: Db, tenantId: number): Promise<void> {
  await db
    .insert(orgUnitVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: orgUnitVersions.tenantId, set: { version: sql`${orgUnitVersions.version} + 1` } });
}

/** SQL: the company's count of department changes (0 before the first). */
export const orgUnitVersionOf = (tenantId: number | SQLWrapper): SQL =>
  sql`(SELECT coalesce(max(o.version), 0) FROM org_unit_versions o WHERE o.tenant_id = ${tenantId})`;

/** The profile's descriptive fields, which carry no rule of the org chart, roles or sign-in. */
export type ProfileFields = Partial<
  Pick<
    typeof users.$inferInsert,
    'name' | 'phoneNumber' | 'biography' | 'responsibility' | 'disc' | 'orgUnit' | 'jobTitle' | 'linkedinUrl' | 'timeZone'
  >
>;

/** What other areas may change on a profile: the user manual its DISC letters, the demo its people's stories, SCIM a name. */
export const updateProfileFields = (db: Db, tenantId: number, id: number, values: ProfileFields) => updateUser(db, tenantId, id, values);
