import type { Db } from '../../db/client';
import type { Work } from '../../http/unit-of-work';
import type { Actor } from '../../http/access';
import { DEFAULT_TALENT_LABELS } from '../../../domain/talent/settings-rules';
import type { TalentLabels, TalentSchedule } from '../../../contract/talent';
import { recordAudit } from '../../audit';
import { findTalentSettings, upsertTalentSettings, type TalentSettingsRow, type TalentSettingsWrite } from './settings-queries';

/** The company's own schedule: its quarters and time zone (read with the caller's session, no query). */
export type CompanySchedule = { id: number; effectiveDate: string; timeZone: string };

/**
 * A company's talent settings as the appraisal rules read them (the defaults until someone changes them):
 * `effectiveDate` is the talent schedule's, `company` the company's quarters.
 */
export type TalentSettings = TalentLabels & { effectiveDate: string; tenantId: number; company: CompanySchedule };

const D = DEFAULT_TALENT_LABELS;

function labelsOf(row: TalentSettingsRow | null): TalentLabels {
  if (!row) return D;
  return {
    PrimaryLabels: row.primaryLabels,
    SecondaryLabels: row.secondaryLabels,
    TertiaryLabels: row.tertiaryLabels,
    FormLable: row.formLabels,
    EnableTertiaryRatings: row.enableTertiary,
    Settings: { ShareRatingWithEmployee: row.shareRatingWithEmployee },
    GracePeriod: row.graceWeeks,
  };
}

const writeOf = (l: TalentLabels, effectiveDate: string | null): TalentSettingsWrite => ({
  primaryLabels: l.PrimaryLabels,
  secondaryLabels: l.SecondaryLabels,
  tertiaryLabels: l.TertiaryLabels,
  formLabels: l.FormLable,
  enableTertiary: l.EnableTertiaryRatings,
  shareRatingWithEmployee: l.Settings.ShareRatingWithEmployee,
  graceWeeks: l.GracePeriod,
  effectiveDate,
});

/** The label columns of a company's first settings row when something else (the voices' settings) writes it first. */
export const DEFAULT_LABEL_COLUMNS: TalentSettingsWrite = writeOf(D, null);

/** The settings the talent rules read; the schedule starts with the company's own quarters unless set. */
export async function loadTalentSettings(tx: Db, actor: Actor): Promise<TalentSettings> {
  const company = { id: actor.tenantId, effectiveDate: actor.tenant.effectiveDate, timeZone: actor.tenant.timeZone };
  const row = await findTalentSettings(tx, actor.tenantId);
  return { ...labelsOf(row), effectiveDate: row?.effectiveDate ?? company.effectiveDate, tenantId: actor.tenantId, company };
}

/** GET /talent/labels. */
export async function getTalentLabels({ tx, actor }: Work): Promise<TalentLabels> {
  return labelsOf(await findTalentSettings(tx, actor.tenantId));
}

/** PUT /talent/labels: appraisals already written keep the labels and scale they were given with. */
export async function saveTalentLabels(w: Work, input: TalentLabels): Promise<TalentLabels> {
  const row = await findTalentSettings(w.tx, w.actor.tenantId);
  await upsertTalentSettings(w.tx, {
    tenantId: w.actor.tenantId,
    userId: w.actor.userId,
    at: w.now,
    set: writeOf(input, row?.effectiveDate ?? null),
  });
  const { tenantId, userId } = w.actor;
  await recordAudit(w.tx, { tenantId, actorId: userId, action: 'talent.labels', before: labelsOf(row), after: input, at: w.now });
  return getTalentLabels(w);
}

/** GET /talent/schedule. */
export async function getTalentSchedule({ tx, actor }: Work): Promise<TalentSchedule> {
  const settings = await loadTalentSettings(tx, actor);
  return { Id: actor.tenantId, EffectiveDate: settings.effectiveDate };
}

/** PUT /talent/schedule: from which quarter on the company holds appraisals. */
export async function saveTalentSchedule(w: Work, input: { EffectiveDate: string }): Promise<TalentSchedule> {
  const row = await findTalentSettings(w.tx, w.actor.tenantId);
  await upsertTalentSettings(w.tx, {
    tenantId: w.actor.tenantId,
    userId: w.actor.userId,
    at: w.now,
    set: writeOf(labelsOf(row), input.EffectiveDate),
  });
  await recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action: 'talent.schedule',
    before: { EffectiveDate: row?.effectiveDate ?? w.actor.tenant.effectiveDate },
    after: { EffectiveDate: input.EffectiveDate },
    at: w.now,
  });
  return getTalentSchedule(w);
}
