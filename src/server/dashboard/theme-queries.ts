import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyThemes } from '../db/schema';

export type ThemeRow = typeof companyThemes.$inferSelect;

export async function findTheme(tx: Db, tenantId: number, periodId: number): Promise<ThemeRow | null> {
  const [row] = await tx
    .select()
    .from(companyThemes)
    .where(and(eq(companyThemes.tenantId, tenantId), eq(companyThemes.periodId, periodId)));
  return row ?? null;
}

/** One theme per quarter: a second save replaces the title. */
export async function upsertTheme(
  tx: Db,
  t: { tenantId: number; periodId: number; title: string; userId: number; at: Date },
): Promise<ThemeRow> {
  const [row] = await tx
    .insert(companyThemes)
    .values({ tenantId: t.tenantId, periodId: t.periodId, title: t.title, createdById: t.userId, createdAt: t.at })
    .onConflictDoUpdate({ target: [companyThemes.tenantId, companyThemes.periodId], set: { title: t.title } })
    .returning();
  return row!;
}

export async function deleteThemeRow(tx: Db, tenantId: number, periodId: number): Promise<boolean> {
  const removed = await tx
    .delete(companyThemes)
    .where(and(eq(companyThemes.tenantId, tenantId), eq(companyThemes.periodId, periodId)))
    .returning({ id: companyThemes.id });
  return removed.length > 0;
}
