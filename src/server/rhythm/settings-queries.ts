import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rhythmSettings } from '../db/schema';
import { DEFAULT_RHYTHM, type RhythmRules } from '../../domain/rhythm/settings';

/** The company's follow-up settings (rhythm_settings_tenant_key); the defaults when it never saved any. */
export async function findRhythmRules(tx: Db, tenantId: number): Promise<RhythmRules> {
  const [row] = await tx
    .select({
      updateWeekday: rhythmSettings.updateWeekday,
      sendHour: rhythmSettings.sendHour,
      remindersOn: rhythmSettings.remindersOn,
      managerAfterWeeks: rhythmSettings.managerAfterWeeks,
      skipLevelAfterWeeks: rhythmSettings.skipLevelAfterWeeks,
    })
    .from(rhythmSettings)
    .where(eq(rhythmSettings.tenantId, tenantId));
  return row ?? DEFAULT_RHYTHM;
}

/** Stores the company's settings, one row a company. */
export async function saveRhythmRules(tx: Db, tenantId: number, rules: RhythmRules, by: { userId: number; now: Date }): Promise<void> {
  await tx
    .insert(rhythmSettings)
    .values({ tenantId, ...rules, updatedById: by.userId, createdAt: by.now, updatedAt: by.now })
    .onConflictDoUpdate({
      target: rhythmSettings.tenantId,
      set: {
        updateWeekday: sql`excluded.update_weekday`,
        sendHour: sql`excluded.send_hour`,
        remindersOn: sql`excluded.reminders_on`,
        managerAfterWeeks: sql`excluded.manager_after_weeks`,
        skipLevelAfterWeeks: sql`excluded.skip_level_after_weeks`,
        updatedById: sql`excluded.updated_by_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
