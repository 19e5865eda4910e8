import { and, asc, count, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { users } from '../db/schema';
import { keepAncestors } from './ancestors';

/** The columns lists and permission checks need: no password hash, no avatar bytes. */
export const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  unconfirmedEmail: users.unconfirmedEmail,
  jobTitle: users.jobTitle,
  orgUnit: users.orgUnit,
  roleName: users.roleName,
  parentId: users.parentId,
  avatarKey: users.avatarKey,
  isOrgAdmin: users.isOrgAdmin,
  isGoalAdmin: users.isGoalAdmin,
  isHrAdmin: users.isHrAdmin,
  isGoalManager: users.isGoalManager,
  isDelegate: users.isDelegate,
  deactivatedAt: users.deactivatedAt,
  invitationAcceptedAt: users.invitationAcceptedAt,
};

/** People lists sort by name regardless of letter case ('Max' between 'mia' and 'gus' would surprise). */
export const byName = asc(sql`lower(${users.name})`);

export type Person = {
  id: number;
  name: string;
  email: string;
  unconfirmedEmail: string | null;
  jobTitle: string | null;
  orgUnit: string | null;
  roleName: string;
  parentId: number | null;
  avatarKey: string | null;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isHrAdmin: boolean;
  isGoalManager: boolean;
  isDelegate: boolean;
  deactivatedAt: Date | null;
  invitationAcceptedAt: Date | null;
};

export async function findPerson(db: Db, tenantId: number, id: number): Promise<Person | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row ?? null;
}

/** How many of these ids are people of the company. */
export async function countPeople(db: Db, tenantId: number, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return row?.n ?? 0;
}

/** The names of these people of the company, by id (a few: the owners shown beside what they own). */
export async function findNames(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The chain above a person, nearest first (their manager, the manager's manager, … the top). */
export async function findAncestorIds(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    WITH RECURSIVE up(id, parent_id, lvl) AS (
      SELECT id, parent_id, 0 FROM users WHERE tenant_id = ${tenantId} AND id = ${userId}
      UNION
      SELECT u.id, u.parent_id, up.lvl + 1 FROM up
      JOIN users u ON u.tenant_id = ${tenantId} AND u.id = up.parent_id
      WHERE up.lvl < 200
    )
    SELECT id FROM up WHERE lvl > 0 ORDER BY lvl`,
  );
  return rows.map((r) => Number(r.id));
}

/** Direct reports who are not deactivated (Active or Invited), by name. */
export async function findDirectReports(db: Db, tenantId: number, userId: number, limit: number): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.parentId, userId), isNull(users.deactivatedAt)))
    .orderBy(byName, asc(users.id))
    .limit(limit);
}

export async function countActiveReports(db: Db, tenantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.parentId, userId), isNull(users.deactivatedAt)));
  return Number(row?.n ?? 0);
}

/** Moves every report who is not deactivated from one manager to another; answers the ids moved. */
export async function moveActiveReports(db: Db, tenantId: number, fromId: number, toId: number | null): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ parentId: toId, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.parentId, fromId), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  const moved = rows.map((r) => r.id).sort((a, b) => a - b);
  await keepAncestors(db, tenantId, moved);
  return moved;
}

export type ManagerRow = {
  id: number;
  name: string;
  email: string;
  jobTitle: string | null;
  orgUnit: string | null;
  avatarKey: string | null;
};

/**
 * Active CEO and managers, by name: within `within` (ids) when given, never anyone in `exclude`. The lists are
 * the managers of a tenant, so they stay in the low thousands even for a large company.
 */
export async function findManagerChoices(db: Db, tenantId: number, opts: { within?: number[]; exclude?: number[] }): Promise<ManagerRow[]> {
  const exclude = opts.exclude ?? [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      jobTitle: users.jobTitle,
      orgUnit: users.orgUnit,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.roleName, ['ceo', 'manager']),
        isNull(users.deactivatedAt),
        opts.within ? inArray(users.id, opts.within.length ? opts.within : [0]) : undefined,
        exclude.length ? notInArray(users.id, exclude) : undefined,
      ),
    )
    .orderBy(byName, asc(users.id));
}

/** Takes the tenant's org-structure lock for this transaction: moves are checked for cycles one at a time. */
export async function lockOrgStructure(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(7007, ${tenantId}::int)`);
}

/** Departments in use by people who are not deactivated, by name. */
export async function findDepartments(db: Db, tenantId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orgUnit: users.orgUnit })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), isNull(users.deactivatedAt), sql`${users.orgUnit} IS NOT NULL`, ne(users.orgUnit, '')))
    .orderBy(asc(users.orgUnit))
    .limit(limit);
  return rows.map((r) => r.orgUnit!);
}
