import { withTenant } from '../db/tenant-context';
import { talentSettings } from '../db/schema';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';
import type { ReviewSettings } from '../../domain/talent/review-settings';
import type { TestApp } from './test-app';

const D = DEFAULT_TALENT_LABELS;

/** Test set-up: the company's voices switched as given (the talent settings' row written as its HR admin would). */
export async function givenVoices(t: TestApp, tenantId: number, byId: number, set: Partial<ReviewSettings>) {
  await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .insert(talentSettings)
      .values({
        tenantId,
        primaryLabels: D.PrimaryLabels,
        secondaryLabels: D.SecondaryLabels,
        tertiaryLabels: D.TertiaryLabels,
        formLabels: D.FormLable,
        enableTertiary: D.EnableTertiaryRatings,
        shareRatingWithEmployee: D.Settings.ShareRatingWithEmployee,
        graceWeeks: D.GracePeriod,
        updatedById: byId,
        ...set,
      })
      .onConflictDoUpdate({ target: talentSettings.tenantId, set }),
  );
}
