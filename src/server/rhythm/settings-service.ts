import { recordAudit } from '../audit';
import { settingsEditors } from '../tenants';
import type { Work } from '../http/unit-of-work';
import type { RhythmSettings, RhythmSettingsRequest } from '../../contract/rhythm';
import type { RhythmRules } from '../../domain/rhythm/settings';
import { findRhythmRules, saveRhythmRules } from './settings-queries';

const toSettings = (w: Work, r: RhythmRules): RhythmSettings => ({
  UpdateWeekday: r.updateWeekday,
  SendHour: r.sendHour,
  RemindersOn: r.remindersOn,
  ManagerAfterWeeks: r.managerAfterWeeks,
  SkipLevelAfterWeeks: r.skipLevelAfterWeeks,
  TimeZone: w.actor.tenant.timeZone,
  CanEdit: settingsEditors.allows(w.actor),
});

/** The audit log's names of the fields, as the answer spells them. */
const audited = (r: RhythmRules) => ({
  UpdateWeekday: r.updateWeekday,
  SendHour: r.sendHour,
  RemindersOn: r.remindersOn,
  ManagerAfterWeeks: r.managerAfterWeeks,
  SkipLevelAfterWeeks: r.skipLevelAfterWeeks,
});

/** GET /tenant/rhythm: anyone of the company reads when the weekly update is expected. */
export async function getRhythmSettings(w: Work): Promise<RhythmSettings> {
  return toSettings(w, await findRhythmRules(w.tx, w.actor.tenantId));
}

/** PUT /tenant/rhythm (CEO or org admin): stores the settings and audits what changed as a company setting. */
export async function saveRhythmSettings(w: Work, body: RhythmSettingsRequest): Promise<RhythmSettings> {
  const tenantId = w.actor.tenantId;
  const before = await findRhythmRules(w.tx, tenantId);
  const after: RhythmRules = {
    updateWeekday: body.UpdateWeekday,
    sendHour: body.SendHour,
    remindersOn: body.RemindersOn,
    managerAfterWeeks: body.ManagerAfterWeeks,
    skipLevelAfterWeeks: body.SkipLevelAfterWeeks,
  };
  await saveRhythmRules(w.tx, tenantId, after, { userId: w.actor.userId, now: w.now });
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: 'company.settings',
    before: audited(before),
    after: audited(after),
    at: w.now,
  });
  return toSettings(w, after);
}
