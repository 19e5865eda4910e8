import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keyResultCheckins, keyResultProposals, proposedKeyResults } from '../db/schema';

// The key results proposed with a goal's edit (decision 070): one proposal an edit, its key results in their order.

export type ProposalRow = typeof keyResultProposals.$inferSelect;
export type ProposedRow = typeof proposedKeyResults.$inferSelect;
export type ProposedValues = Omit<ProposedRow, 'id' | 'tenantId' | 'proposalId' | 'position'>;

/** The proposal kept with an edit, with its key results in their order, or null. */
export async function findProposal(db: Db, tenantId: number, editId: number): Promise<{ row: ProposalRow; items: ProposedRow[] } | null> {
  const [row] = await db
    .select()
    .from(keyResultProposals)
    .where(and(eq(keyResultProposals.tenantId, tenantId), eq(keyResultProposals.editId, editId)));
  if (!row) return null;
  const items = await db
    .select()
    .from(proposedKeyResults)
    .where(and(eq(proposedKeyResults.tenantId, tenantId), eq(proposedKeyResults.proposalId, row.id)))
    .orderBy(asc(proposedKeyResults.position));
  return { row, items };
}

/** Keeps the edit's proposal: the first one, or the new list in place of the one before. */
export async function saveProposal(
  db: Db,
  key: { tenantId: number; goalId: number; editId: number; createdById: number },
  items: ProposedValues[],
  now: Date,
): Promise<void> {
  const [proposal] = await db
    .insert(keyResultProposals)
    .values({ ...key, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [keyResultProposals.tenantId, keyResultProposals.editId], set: { updatedAt: now } })
    .returning({ id: keyResultProposals.id });
  const proposalId = proposal!.id;
  await db
    .delete(proposedKeyResults)
    .where(and(eq(proposedKeyResults.tenantId, key.tenantId), eq(proposedKeyResults.proposalId, proposalId)));
  if (items.length === 0) return;
  await db.insert(proposedKeyResults).values(items.map((item, i) => ({ ...item, tenantId: key.tenantId, proposalId, position: i + 1 })));
}

/** The edit's proposal goes, its key results first. */
export async function deleteProposal(db: Db, tenantId: number, proposalId: number): Promise<void> {
  await db.delete(proposedKeyResults).where(and(eq(proposedKeyResults.tenantId, tenantId), eq(proposedKeyResults.proposalId, proposalId)));
  await db.delete(keyResultProposals).where(and(eq(keyResultProposals.tenantId, tenantId), eq(keyResultProposals.id, proposalId)));
}

export const markApplied = (db: Db, tenantId: number, proposalId: number, now: Date) =>
  db
    .update(keyResultProposals)
    .set({ appliedAt: now, updatedAt: now })
    .where(and(eq(keyResultProposals.tenantId, tenantId), eq(keyResultProposals.id, proposalId)));

/** Which of these key results have readings: their history fixes their kind and current value. */
export async function findReadKeyResults(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: keyResultCheckins.keyResultId })
    .from(keyResultCheckins)
    .where(and(eq(keyResultCheckins.tenantId, tenantId), inArray(keyResultCheckins.keyResultId, [...ids])));
  return new Set(rows.map((r) => r.id));
}
