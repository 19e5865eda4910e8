import { and, eq, inArray, sql } from 'drizzle-orm';
import { sameTenant } from '../../db/tenant-filter';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appraisals, periods, users } from '../../db/schema';
import { isBelow } from '../../people';

export type AppraisalRow = typeof appraisals.$inferSelect;
export type PersonCols = { id: number; name: string; jobTitle: string | null; avatarKey: string | null };

const employee = alias(users, 'employee');
const reviewer = alias(users, 'reviewer');
const manager = alias(users, 'manager');
// Each alias spelled out: drizzle types an alias by its own name, so one helper cannot take all three.
const personOf = {
  employee: { id: employee.id, name: employee.name, jobTitle: employee.jobTitle, avatarKey: employee.avatarKey },
  reviewer: { id: reviewer.id, name: reviewer.name, jobTitle: reviewer.jobTitle, avatarKey: reviewer.avatarKey },
  manager: { id: manager.id, name: manager.name, jobTitle: manager.jobTitle, avatarKey: manager.avatarKey },
};

/** An appraisal with its employee, reviewer and the employee's manager now, in one statement. */
export async function findAppraisal(tx: Db, tenantId: number, id: number) {
  const [row] = await tx
    .select({ a: appraisals, ...personOf, managerId: employee.parentId })
    .from(appraisals)
    .innerJoin(employee, and(sameTenant(employee.tenantId, appraisals.tenantId, tenantId), eq(employee.id, appraisals.userId)))
    .innerJoin(reviewer, and(sameTenant(reviewer.tenantId, appraisals.tenantId, tenantId), eq(reviewer.id, appraisals.reviewerId)))
    .leftJoin(manager, and(sameTenant(manager.tenantId, employee.tenantId, tenantId), eq(manager.id, employee.parentId)))
    .where(and(eq(appraisals.tenantId, tenantId), eq(appraisals.id, id)));
  return row ?? null;
}
export type LoadedAppraisal = NonNullable<Awaited<ReturnType<typeof findAppraisal>>>;

/**
 * Appraisals by id, as findAppraisal reads one, and whether each employee is somewhere below `viewerId` (what
 * relationTo asks apart): a print of a whole team in one statement.
 */
export function findAppraisals(tx: Db, tenantId: number, ids: number[], viewerId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      a: appraisals,
      ...personOf,
      managerId: employee.parentId,
      below: sql<boolean>`${isBelow(tenantId, sql`${employee.id}`, viewerId)}`,
    })
    .from(appraisals)
    .innerJoin(employee, and(sameTenant(employee.tenantId, appraisals.tenantId, tenantId), eq(employee.id, appraisals.userId)))
    .innerJoin(reviewer, and(sameTenant(reviewer.tenantId, appraisals.tenantId, tenantId), eq(reviewer.id, appraisals.reviewerId)))
    .leftJoin(manager, and(sameTenant(manager.tenantId, employee.tenantId, tenantId), eq(manager.id, employee.parentId)))
    .where(and(eq(appraisals.tenantId, tenantId), inArray(appraisals.id, ids)));
}

export async function findAppraisalOf(tx: Db, tenantId: number, userId: number, periodId: number): Promise<AppraisalRow | null> {
  const [row] = await tx
    .select()
    .from(appraisals)
    .where(and(eq(appraisals.tenantId, tenantId), eq(appraisals.userId, userId), eq(appraisals.periodId, periodId)));
  return row ?? null;
}

const employeeFacts = {
  id: users.id,
  name: users.name,
  jobTitle: users.jobTitle,
  avatarKey: users.avatarKey,
  parentId: users.parentId,
  roleName: users.roleName,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
};

/** The facts of a person that the appraisal rules read. */
export async function findEmployee(tx: Db, tenantId: number, userId: number) {
  const [row] = await tx
    .select(employeeFacts)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

/** The same facts of several people, in one statement (those not of the company are left out). */
export const findEmployees = (tx: Db, tenantId: number, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : tx
        .select(employeeFacts)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

export async function findPeriod(tx: Db, tenantId: number, periodId: number) {
  const [row] = await tx
    .select()
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), eq(periods.id, periodId)));
  return row ?? null;
}

export async function insertAppraisal(tx: Db, values: typeof appraisals.$inferInsert): Promise<number> {
  const [row] = await tx.insert(appraisals).values(values).returning({ id: appraisals.id });
  return row!.id;
}

export async function updateAppraisal(tx: Db, tenantId: number, id: number, set: Partial<typeof appraisals.$inferInsert>) {
  await tx
    .update(appraisals)
    .set(set)
    .where(and(eq(appraisals.tenantId, tenantId), eq(appraisals.id, id)));
}

export async function deleteAppraisal(tx: Db, tenantId: number, id: number) {
  await tx.delete(appraisals).where(and(eq(appraisals.tenantId, tenantId), eq(appraisals.id, id)));
}
