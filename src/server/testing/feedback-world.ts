import { withTenant } from '../db/tenant-context';
import { talentSettings } from '../db/schema';
import { DEFAULT_LABEL_COLUMNS } from '../talent/settings/settings-service';
import type { ReviewSettings } from '../../domain/talent/review-settings';
import type { TestApp } from './test-app';

/** Test set-up: the company's voices switched as given (the talent settings' row written as its HR admin would). */
export async function givenVoices(t: TestApp, tenantId: number, byId: number, set: Partial<ReviewSettings>) {
  await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .insert(talentSettings)
      .values({
        tenantId,
        ...DEFAULT_LABEL_COLUMNS,
        updatedById: byId,
        ...set,
      })
      .onConflictDoUpdate({ target: talentSettings.tenantId, set }),
  );
}
