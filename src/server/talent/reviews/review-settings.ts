import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Work } from '../../http/unit-of-work';
import { talentSettings } from '../../db/schema';
import { recordAudit } from '../../audit';
import { DEFAULT_LABEL_COLUMNS } from '../settings/settings-service';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '../../../domain/talent/review-settings';
import type { ReviewSettings as ReviewSettingsWire } from '../../../contract/talent-reviews';

/** The company's settings of the appraisal's other voices (talent_settings; the defaults while it has no row). */
export async function loadReviewSettings(tx: Db, tenantId: number): Promise<ReviewSettings> {
  const [row] = await tx
    .select({
      selfReviewOn: talentSettings.selfReviewOn,
      peerFeedbackOn: talentSettings.peerFeedbackOn,
      upwardFeedbackOn: talentSettings.upwardFeedbackOn,
      peerCap: talentSettings.peerCap,
      peerVisibility: talentSettings.peerVisibility,
    })
    .from(talentSettings)
    .where(eq(talentSettings.tenantId, tenantId));
  return row ?? DEFAULT_REVIEW_SETTINGS;
}

const toWire = (s: ReviewSettings): ReviewSettingsWire => ({
  SelfReviewOn: s.selfReviewOn,
  PeerFeedbackOn: s.peerFeedbackOn,
  UpwardFeedbackOn: s.upwardFeedbackOn,
  PeerCap: s.peerCap,
  PeerVisibility: s.peerVisibility,
});

/** GET /talent/reviews/settings: everyone signed in reads which voices are on. */
export async function getReviewSettings(w: Work): Promise<ReviewSettingsWire> {
  return toWire(await loadReviewSettings(w.tx, w.actor.tenantId));
}

/**
 * PUT /talent/reviews/settings (the talent admins): only these columns; a company without a settings row gets one with
 * the default labels, and a later label save leaves these as they are (settings-queries' TalentSettingsWrite).
 */
export async function saveReviewSettings(w: Work, input: ReviewSettingsWire): Promise<ReviewSettingsWire> {
  const { tenantId, userId } = w.actor;
  const before = await loadReviewSettings(w.tx, tenantId);
  const set = {
    selfReviewOn: input.SelfReviewOn,
    peerFeedbackOn: input.PeerFeedbackOn,
    upwardFeedbackOn: input.UpwardFeedbackOn,
    peerCap: input.PeerCap,
    peerVisibility: input.PeerVisibility,
    updatedById: userId,
    updatedAt: w.now,
  };
  await w.tx
    .insert(talentSettings)
    .values({ tenantId, ...DEFAULT_LABEL_COLUMNS, ...set })
    .onConflictDoUpdate({ target: talentSettings.tenantId, set });
  const after = toWire(await loadReviewSettings(w.tx, tenantId));
  await recordAudit(w.tx, { tenantId, actorId: userId, action: 'talent.reviews', before: toWire(before), after, at: w.now });
  return after;
}
