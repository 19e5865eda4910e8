import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { strategySections, tenants } from '../db/schema';

export type SectionRow = typeof strategySections.$inferSelect;

export async function findStrategyEnabled(tx: Db, tenantId: number): Promise<boolean> {
  const [row] = await tx.select({ enabled: tenants.strategyEnabled }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.enabled ?? false;
}

/** Every section of the tenant's strategy, draft and published (at most 20 rows). */
export async function findSections(tx: Db, tenantId: number): Promise<SectionRow[]> {
  return tx.select().from(strategySections).where(eq(strategySections.tenantId, tenantId));
}

/** Writes the drafts of the given sections; a section whose draft does not change keeps its row as it is. */
export async function upsertDrafts(
  tx: Db,
  t: { tenantId: number; userId: number; at: Date; drafts: { section: string; draft: string | null }[] },
) {
  if (t.drafts.length === 0) return;
  await tx
    .insert(strategySections)
    .values(t.drafts.map((d) => ({ tenantId: t.tenantId, section: d.section, draft: d.draft, updatedById: t.userId, updatedAt: t.at })))
    .onConflictDoUpdate({
      target: [strategySections.tenantId, strategySections.section],
      set: { draft: sql`excluded.draft`, updatedById: sql`excluded.updated_by_id`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${strategySections.draft} IS DISTINCT FROM excluded.draft`,
    });
}

/** Publishing makes every draft section live. */
export async function publishDrafts(tx: Db, t: { tenantId: number; userId: number; at: Date }) {
  await tx
    .update(strategySections)
    .set({ published: sql`${strategySections.draft}`, publishedById: t.userId, publishedAt: t.at })
    .where(and(eq(strategySections.tenantId, t.tenantId), sql`${strategySections.published} IS DISTINCT FROM ${strategySections.draft}`));
}
