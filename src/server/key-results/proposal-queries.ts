import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keyResultCheckins, keyResultProposals } from '../db/schema';

// The key results proposed with a goal's edit (decision 070): one row an edit, the whole new list as JSON.

export type ProposalRow = typeof keyResultProposals.$inferSelect;

/** The proposal kept with an edit, or null. */
export async function findProposal(db: Db, tenantId: number, editId: number): Promise<ProposalRow | null> {
  const [row] = await db
    .select()
    .from(keyResultProposals)
    .where(and(eq(keyResultProposals.tenantId, tenantId), eq(keyResultProposals.editId, editId)));
  return row ?? null;
}

type ProposalValues = Pick<ProposalRow, 'keyResults' | 'baseIds'>;

/** Keeps the edit's proposal: the first one, or the new list in place of the one before. */
export async function saveProposal(
  db: Db,
  key: { tenantId: number; goalId: number; editId: number; createdById: number },
  values: ProposalValues,
  now: Date,
): Promise<void> {
  await db
    .insert(keyResultProposals)
    .values({ ...key, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [keyResultProposals.tenantId, keyResultProposals.editId], set: { ...values, updatedAt: now } });
}

export const deleteProposal = (db: Db, tenantId: number, editId: number) =>
  db.delete(keyResultProposals).where(and(eq(keyResultProposals.tenantId, tenantId), eq(keyResultProposals.editId, editId)));

export const markApplied = (db: Db, tenantId: number, editId: number, now: Date) =>
  db
    .update(keyResultProposals)
    .set({ appliedAt: now, updatedAt: now })
    .where(and(eq(keyResultProposals.tenantId, tenantId), eq(keyResultProposals.editId, editId)));

/** Which of these key results have readings: their history fixes their kind and current value. */
export async function findReadKeyResults(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: keyResultCheckins.keyResultId })
    .from(keyResultCheckins)
    .where(and(eq(keyResultCheckins.tenantId, tenantId), inArray(keyResultCheckins.keyResultId, [...ids])));
  return new Set(rows.map((r) => r.id));
}
