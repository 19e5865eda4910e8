import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditEntries, users } from '../db/schema';
import type { AuditAction } from '../../contract/audit';

export type AuditFilter = { tenantId: number; subjectUserId?: number; action?: AuditAction };

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

const whereOf = (f: AuditFilter): SQL | undefined =>
  and(
    eq(auditEntries.tenantId, f.tenantId),
    f.subjectUserId === undefined ? undefined : eq(auditEntries.subjectUserId, f.subjectUserId),
    f.action === undefined ? undefined : eq(auditEntries.action, f.action),
  );

/** One page of the log, newest first: (tenant_id, at desc, id desc), or (tenant_id, subject_user_id, at desc) for one person. */
export function findAuditEntries(tx: Db, f: AuditFilter, page: { offset: number; limit: number }) {
  return tx
    .select({
      id: auditEntries.id,
      at: auditEntries.at,
      action: auditEntries.action,
      before: auditEntries.before,
      after: auditEntries.after,
      actorId: actor.id,
      actorName: actor.name,
      subjectId: subject.id,
      subjectName: subject.name,
    })
    .from(auditEntries)
    .innerJoin(actor, and(sameTenant(actor.tenantId, auditEntries.tenantId, f.tenantId), eq(actor.id, auditEntries.actorId)))
    .leftJoin(subject, and(sameTenant(subject.tenantId, auditEntries.tenantId, f.tenantId), eq(subject.id, auditEntries.subjectUserId)))
    .where(whereOf(f))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countAuditEntries(tx: Db, f: AuditFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(auditEntries).where(whereOf(f));
  return Number(row?.n ?? 0);
}

/** Whether the company has this person (a user id of another company is not found). */
export async function hasPerson(tx: Db, tenantId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return rows.length > 0;
}
