import type { Work } from '../../http/unit-of-work';
import { recordAudit } from '../../audit';
import type { AuditAction } from '../../../contract/audit';
import { quarterLabel } from '../../../domain/periods';
import type { AppraisalState } from '../../../domain/talent/states';
import { findPeriod, type LoadedAppraisal } from './appraisal-queries';

const STATE_WORDS: Record<AppraisalState | 'deleted', string> = {
  draft: 'Draft',
  shared: 'Shared',
  acknowledged: 'Signed by the employee',
  completed: 'Completed',
  deleted: 'Deleted',
};

/**
 * One entry for a step of an appraisal's life (share, sign, countersign, delete), about the employee: the state it
 * left and reached, and its quarter. Never the review, the ratings, the comment or the signature itself.
 */
export async function auditAppraisal(
  w: Work,
  l: LoadedAppraisal,
  action: Extract<AuditAction, `appraisal.${string}`>,
  to: AppraisalState | 'deleted',
): Promise<void> {
  const period = await findPeriod(w.tx, w.actor.tenantId, l.a.periodId);
  await recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action,
    subjectUserId: l.a.userId,
    before: { State: STATE_WORDS[l.a.state as AppraisalState] },
    after: { State: STATE_WORDS[to], Quarter: period ? quarterLabel(period) : null },
    at: w.now,
  });
}
