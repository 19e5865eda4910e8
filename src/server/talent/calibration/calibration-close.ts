import type { Work } from '../../http/unit-of-work';
import { recordAudits, type AuditRecord } from '../../audit';
import { quarterLabel } from '../../../domain/periods';
import { decideClose, isMoved } from '../../../domain/talent/calibration-rules';
import type { Calibration } from '../../../contract/talent-calibration';
import { updateAppraisal } from '../appraisals/appraisal-queries';
import { loadCalibration, refuse } from './calibration-access';
import { closeCalibrationRow, findCardCells, findPartManagerIds, findTalentAdminIds } from './calibration-queries';
import { headerOf } from './calibration-service';
import { cellText } from './calibration-words';

/**
 * POST /talent/calibrations/{id}/close: a talent admin closes the calibration, and each card that stands elsewhere than
 * its appraisal says becomes its appraisal's ratings (with today's labels and scale, as talent stores ratings), in the
 * request's one transaction; the close and each changed appraisal are audited, the participants told. Nothing moves after.
 */
export async function closeCalibration(w: Work, id: number): Promise<Calibration> {
  const l = await loadCalibration(w, id);
  refuse(decideClose(l.c));
  const { tenantId, userId } = w.actor;
  const labels = l.settings;
  const { cards } = await findCardCells(w.tx, l.part, l.c.id);
  // The appraisal's own cell now (on today's scale), not where the first move found it: an edit since counts.
  const changed = cards.filter((k) =>
    isMoved({ primary: k.appraisal_primary, secondary: k.appraisal_secondary }, { primary: k.cur_primary, secondary: k.cur_secondary }),
  );
  const quarter = quarterLabel(l.period);
  const audits: AuditRecord[] = [];
  for (const k of changed) {
    await updateAppraisal(w.tx, tenantId, Number(k.appraisal_id), {
      primaryRating: k.cur_primary,
      secondaryRating: k.cur_secondary,
      ratingScale: l.part.size,
      primaryLabel: labels.PrimaryLabels[k.cur_primary - 1]!.Label,
      secondaryLabel: labels.SecondaryLabels[k.cur_secondary - 1]!.Label,
      calibratedAt: w.now,
      updatedAt: w.now,
    });
    audits.push({
      tenantId,
      actorId: userId,
      action: 'calibration.closed',
      subjectUserId: Number(k.user_id),
      before: { Cell: cellText(labels, { primary: k.appraisal_primary, secondary: k.appraisal_secondary }) },
      after: { Cell: cellText(labels, { primary: k.cur_primary, secondary: k.cur_secondary }), Calibration: l.c.name, Quarter: quarter },
      at: w.now,
    });
  }
  await closeCalibrationRow(w.tx, tenantId, l.c.id, { userId, at: w.now });
  audits.push({
    tenantId,
    actorId: userId,
    action: 'calibration.closed',
    before: { State: 'Open' },
    after: { State: 'Closed', Calibration: l.c.name, Quarter: quarter, Changed: changed.length },
    at: w.now,
  });
  await recordAudits(w.tx, audits);
  const [managers, admins] = [await findPartManagerIds(w.tx, l.part, false), await findTalentAdminIds(w.tx, tenantId)];
  const participants = [...new Set([...managers, ...admins])].filter((m) => m !== userId).sort((a, b) => a - b);
  if (participants.length > 0) {
    w.emit({
      type: 'calibration_closed',
      recipientIds: participants,
      subjectId: null,
      periodId: l.period.id,
      objectId: l.c.id,
      data: { name: l.c.name, changed: changed.length },
    });
  }
  return headerOf(w, await loadCalibration(w, id));
}
