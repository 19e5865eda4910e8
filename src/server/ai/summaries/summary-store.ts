import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiSummaries } from '../../db/schema';
import type { AnnualSummary, GoalSummary, SummaryContext, SummaryUser } from '../../../contract/ai-summaries';
import type { AiSent } from '../../../contract/ai';
import type { z } from 'zod';

// The kept summaries: one row per person, kind, quarter or year and reader (decision 019).

export type SummaryScope = {
  tenantId: number;
  userId: number;
  kind: 'quarter' | 'annual';
  periodId: number | null;
  year: number | null;
  forWhom: 1 | 2;
};
export type SummaryRow = typeof aiSummaries.$inferSelect;

/** What a summary was written from, kept so a later download gives the same deck. */
export type KeptFacts = { User: SummaryUser; Context: SummaryContext; CompanyGoals: { Id: number; Title: string }[] };
/** The words, as generated and then as edited, and what went to the model for the last text it wrote. */
export type KeptTexts = { GoalSummary: GoalSummary | null; AnnualSummary: AnnualSummary | null; Sent: z.infer<typeof AiSent> };

const scopeIs = (s: SummaryScope) =>
  and(
    eq(aiSummaries.tenantId, s.tenantId),
    eq(aiSummaries.userId, s.userId),
    eq(aiSummaries.kind, s.kind),
    eq(aiSummaries.forWhom, s.forWhom),
    s.periodId === null ? isNull(aiSummaries.periodId) : eq(aiSummaries.periodId, s.periodId),
    s.year === null ? isNull(aiSummaries.year) : eq(aiSummaries.year, s.year),
  );

export async function findSummary(tx: Db, scope: SummaryScope): Promise<SummaryRow | null> {
  const [row] = await tx.select().from(aiSummaries).where(scopeIs(scope)).limit(1);
  return row ?? null;
}

export async function findSummaryById(tx: Db, tenantId: number, id: number): Promise<SummaryRow | null> {
  const [row] = await tx
    .select()
    .from(aiSummaries)
    .where(and(eq(aiSummaries.tenantId, tenantId), eq(aiSummaries.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the scope as being written (a new row, or a failed one again) and answers its id; null when a generation
 * already runs or a summary is kept — the caller then reads that one.
 */
export async function claimGeneration(tx: Db, scope: SummaryScope, byUserId: number, now: Date): Promise<number | null> {
  const values = {
    tenantId: scope.tenantId,
    userId: scope.userId,
    kind: scope.kind,
    periodId: scope.periodId,
    year: scope.year,
    forWhom: scope.forWhom,
    status: 'generating' as const,
    progressDone: 0,
    progressTotal: 0,
    error: null,
    generatedById: byUserId,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(aiSummaries)
    .values(values)
    .onConflictDoUpdate({
      target: [aiSummaries.tenantId, aiSummaries.userId, aiSummaries.kind, aiSummaries.forWhom, aiSummaries.periodId, aiSummaries.year],
      set: { status: 'generating', progressDone: 0, progressTotal: 0, error: null, generatedById: byUserId, updatedAt: now },
      setWhere: sql`${aiSummaries.status} = 'failed'`,
    })
    .returning({ id: aiSummaries.id });
  return row?.id ?? null;
}

export async function setProgress(tx: Db, key: { tenantId: number; id: number }, done: number, total: number, now: Date): Promise<void> {
  await tx
    .update(aiSummaries)
    .set({ progressDone: done, progressTotal: total, updatedAt: now })
    .where(and(eq(aiSummaries.tenantId, key.tenantId), eq(aiSummaries.id, key.id)));
}

export async function finishSummary(
  tx: Db,
  key: { tenantId: number; id: number },
  result: { facts: KeptFacts; texts: KeptTexts; writtenBy: string },
  now: Date,
): Promise<void> {
  await tx
    .update(aiSummaries)
    .set({
      status: 'done',
      facts: result.facts,
      texts: result.texts,
      writtenBy: result.writtenBy,
      generatedAt: now,
      editedAt: null,
      editedById: null,
      updatedAt: now,
    })
    .where(and(eq(aiSummaries.tenantId, key.tenantId), eq(aiSummaries.id, key.id)));
}

export async function failSummary(tx: Db, key: { tenantId: number; id: number }, error: string, now: Date): Promise<void> {
  await tx
    .update(aiSummaries)
    .set({ status: 'failed', error, updatedAt: now })
    .where(and(eq(aiSummaries.tenantId, key.tenantId), eq(aiSummaries.id, key.id)));
}

/** New texts: an edit by the person (edited), or a regenerated piece (written by the model or the built-in writer). */
export async function saveTexts(
  tx: Db,
  key: { tenantId: number; id: number },
  texts: KeptTexts,
  change: { editedById: number } | { writtenBy: string },
  now: Date,
): Promise<void> {
  const who = 'editedById' in change ? { editedById: change.editedById, editedAt: now } : { writtenBy: change.writtenBy };
  await tx
    .update(aiSummaries)
    .set({ texts, ...who, updatedAt: now })
    .where(and(eq(aiSummaries.tenantId, key.tenantId), eq(aiSummaries.id, key.id)));
}
