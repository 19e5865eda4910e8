import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { talentSettings } from '../../db/schema';

export type TalentSettingsRow = typeof talentSettings.$inferSelect;
/** The columns of the appraisal's other voices (issue 34): written by their own settings, never with the labels. */
export type ReviewSettingsColumn = 'selfReviewOn' | 'peerFeedbackOn' | 'upwardFeedbackOn' | 'peerCap' | 'peerVisibility';
export type TalentSettingsWrite = Omit<TalentSettingsRow, 'tenantId' | 'updatedAt' | 'updatedById' | ReviewSettingsColumn>;

export async function findTalentSettings(tx: Db, tenantId: number): Promise<TalentSettingsRow | null> {
  const [row] = await tx.select().from(talentSettings).where(eq(talentSettings.tenantId, tenantId));
  return row ?? null;
}

/** Writes the given settings, creating the company's row on its first change. */
export async function upsertTalentSettings(
  tx: Db,
  t: { tenantId: number; userId: number; at: Date; set: Partial<TalentSettingsWrite> & TalentSettingsWrite },
) {
  await tx
    .insert(talentSettings)
    .values({ tenantId: t.tenantId, ...t.set, updatedById: t.userId, updatedAt: t.at })
    .onConflictDoUpdate({ target: talentSettings.tenantId, set: { ...t.set, updatedById: t.userId, updatedAt: t.at } });
}
