import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { talentSettings } from '../../db/schema';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '../../../domain/talent/review-settings';

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
