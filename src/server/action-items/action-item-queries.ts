import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import { escapeLike } from '../db/like';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { actionItems, comments, notes, users } from '../db/schema';

export type ActionItemRow = typeof actionItems.$inferSelect;

export const assignee = alias(users, 'assignee');
export const requester = alias(users, 'requester');

// Each alias spelled out: drizzle types an alias by its own name, so one helper cannot take both.
export const personOf = {
  assignee: {
    id: assignee.id,
    name: assignee.name,
    avatarKey: assignee.avatarKey,
    jobTitle: assignee.jobTitle,
    isOrgAdmin: assignee.isOrgAdmin,
    isGoalAdmin: assignee.isGoalAdmin,
    isHrAdmin: assignee.isHrAdmin,
    isGoalManager: assignee.isGoalManager,
  },
  requester: {
    id: requester.id,
    name: requester.name,
    avatarKey: requester.avatarKey,
    jobTitle: requester.jobTitle,
    isOrgAdmin: requester.isOrgAdmin,
    isGoalAdmin: requester.isGoalAdmin,
    isHrAdmin: requester.isHrAdmin,
    isGoalManager: requester.isGoalManager,
  },
};
export const userCols = {
  id: users.id,
  name: users.name,
  avatarKey: users.avatarKey,
  jobTitle: users.jobTitle,
  isOrgAdmin: users.isOrgAdmin,
  isGoalAdmin: users.isGoalAdmin,
  isHrAdmin: users.isHrAdmin,
  isGoalManager: users.isGoalManager,
};
export type PersonCols = { [K in keyof typeof userCols]: (typeof users.$inferSelect)[K] };

/**
 * An item with its two people and what is left of its source: the note's person when the viewer wrote that
 * note (nobody else learns a note was behind it), the comment's goal while the comment exists.
 */
export const itemColumns = (tenantId: number, viewerId: number) => ({
  item: actionItems,
  assignee: personOf.assignee,
  requester: personOf.requester,
  noteUserId: sql<
    number | null
  >`(SELECT n.user_id FROM ${notes} n WHERE n.tenant_id = ${tenantId} AND n.tenant_id = ${actionItems.tenantId} AND n.id = ${actionItems.sourceNoteId} AND n.author_id = ${viewerId})`,
  commentGoalId: sql<
    number | null
  >`(SELECT c.goal_id FROM ${comments} c WHERE c.tenant_id = ${tenantId} AND c.tenant_id = ${actionItems.tenantId} AND c.id = ${actionItems.sourceCommentId})`,
});

export async function findItem(tx: Db, tenantId: number, id: number, viewerId: number) {
  const [row] = await tx
    .select(itemColumns(tenantId, viewerId))
    .from(actionItems)
    .innerJoin(assignee, and(sameTenant(assignee.tenantId, actionItems.tenantId, tenantId), eq(assignee.id, actionItems.assigneeId)))
    .innerJoin(requester, and(sameTenant(requester.tenantId, actionItems.tenantId, tenantId), eq(requester.id, actionItems.requesterId)))
    .where(and(eq(actionItems.tenantId, tenantId), eq(actionItems.id, id)));
  return row ?? null;
}
export type LoadedItem = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** A person an item may be between: in the company and not deactivated. */
export async function findActivePerson(tx: Db, tenantId: number, id: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isNull(users.deactivatedAt)));
  return row ?? null;
}

export async function insertItem(tx: Db, values: typeof actionItems.$inferInsert): Promise<number> {
  const [row] = await tx.insert(actionItems).values(values).returning({ id: actionItems.id });
  return row!.id;
}

export async function updateItem(tx: Db, tenantId: number, id: number, set: Partial<typeof actionItems.$inferInsert>) {
  await tx
    .update(actionItems)
    .set(set)
    .where(and(eq(actionItems.tenantId, tenantId), eq(actionItems.id, id)));
}

export async function deleteItem(tx: Db, tenantId: number, id: number) {
  await tx.delete(actionItems).where(and(eq(actionItems.tenantId, tenantId), eq(actionItems.id, id)));
}

/** Active people of the company by name (the assignee and requester pickers). */
export function findAssignablePeople(tx: Db, tenantId: number, search: string, limit: number) {
  return tx
    .select(userCols)
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), isNull(users.deactivatedAt), search ? ilike(users.name, `%${escapeLike(search)}%`) : undefined),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(limit);
}
