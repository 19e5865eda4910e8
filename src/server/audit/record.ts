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

// A few hundred entries a statement: an import changing thousands of people writes its entries in few round trips.
const CHUNK = 500;

/**
 * Writes audit entries in the caller's transaction, so the entries and the change commit or fail together. A
 * record whose fields did not change writes nothing. Answers how many entries were written.
 */
export async function recordAudits(tx: Db, records: AuditRecord[]): Promise<number> {
  const rows = records.flatMap((r) => {
    const change = auditDiff(r.before, r.after);
    if (!change) return [];
    return [
      {
        tenantId: r.tenantId,
        actorId: r.actorId,
        action: r.action,
        subjectUserId: r.subjectUserId ?? null,
        before: change.before,
        after: change.after,
        at: r.at,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(auditEntries).values(rows.slice(i, i + CHUNK));
  return rows.length;
}

/** One audit entry (see recordAudits); answers whether it was written. */
export const recordAudit = async (tx: Db, r: AuditRecord): Promise<boolean> => (await recordAudits(tx, [r])) > 0;
