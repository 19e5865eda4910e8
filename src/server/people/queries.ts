import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { users } from '../db/schema';
import { isBelow } from './ancestors';

/** SQL: the ids of everyone below the user, walked down with the (tenant_id, parent_id) index. */
export const descendantsOf = (tenantId: number, userId: number): SQL => sql`
    WITH RECURSIVE below AS (
      SELECT id FROM users WHERE tenant_id = ${tenantId} AND parent_id = ${userId}
      UNION ALL
      SELECT c.id FROM below b
      CROSS JOIN LATERAL (SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND u.parent_id = b.id OFFSET 0) c
    )
    SELECT id FROM below`;

/** Ids of everyone below the user. */
export async function findDescendantIds(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`${descendantsOf(tenantId, userId)} ORDER BY id`);
  return rows.map((r) => Number(r.id));
}

/** Whether the person is somewhere below `ancestorId`. */
export async function findIsBelow(db: Db, tenantId: number, personId: number, ancestorId: number): Promise<boolean> {
  const [row] = await queryRows<{ below: boolean }>(db, sql`SELECT ${isBelow(tenantId, sql`${personId}`, ancestorId)} AS below`);
  return row?.below === true;
}

export async function findPeerIds(db: Db, tenantId: number, user: { id: number; parentId: number | null }) {
  if (user.parentId === null) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.parentId, user.parentId), ne(users.id, user.id)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

const HELP_CONTACT_LIMIT = 50;

export async function findHelpContacts(db: Db, tenantId: number) {
  return db
    .select({
      Id: users.id,
      Name: users.name,
      JobTitle: users.jobTitle,
      Email: users.email,
      avatarKey: users.avatarKey,
      isOrgAdmin: users.isOrgAdmin,
      isGoalAdmin: users.isGoalAdmin,
      isHrAdmin: users.isHrAdmin,
      isGoalManager: users.isGoalManager,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        isNull(users.deactivatedAt),
        or(eq(users.isOrgAdmin, true), eq(users.isGoalAdmin, true), eq(users.isHrAdmin, true), eq(users.isGoalManager, true)),
      ),
    )
    .orderBy(asc(users.name))
    .limit(HELP_CONTACT_LIMIT * 4);
}

/** The tenant's one CEO (a partial unique index guarantees at most one). */
export async function findCeo(db: Db, tenantId: number): Promise<{ id: number; name: string } | null> {
  const [ceo] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.roleName, 'ceo')));
  return ceo ?? null;
}

/** Ids of the user's active direct reports. */
export async function findDirectReportIds(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.parentId, userId), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
