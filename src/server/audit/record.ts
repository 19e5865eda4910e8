import type { Db } from '../db/client';
import { auditEntries } from '../db/schema';
import type { AuditAction, AuditValues } from '../../contract/audit';
import { auditDiff } from './diff';

export type AuditRecord = {
  tenantId: number;
  actorId: number;
  action: AuditAction;
  subjectUserId?: number | null;
  /** The fields as they were and as they are to become; only those that differ are kept. */
  before: AuditValues;
  after: AuditValues;
  at: Date;
};

/**
 * Writes one audit entry in the caller's transaction, so the entry and the change commit or fail together.
 * Nothing is written when nothing changed. Answers whether an entry was written.
 */
export async function recordAudit(tx: Db, r: AuditRecord): Promise<boolean> {
  const change = auditDiff(r.before, r.after);
  if (!change) return false;
  await tx.insert(auditEntries).values({
    tenantId: r.tenantId,
    actorId: r.actorId,
    action: r.action,
    subjectUserId: r.subjectUserId ?? null,
    before: change.before,
    after: change.after,
    at: r.at,
  });
  return true;
}
