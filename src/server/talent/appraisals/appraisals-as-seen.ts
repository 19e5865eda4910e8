import type { Work } from '../../http/unit-of-work';
import type { Appraisal } from '../../../contract/talent';
import { decideAppraisal } from '../../../domain/talent/appraisal-rules';
import type { AppraisalState } from '../../../domain/talent/states';
import type { TalentSettings } from '../settings/settings-service';
import { findAppraisals } from './appraisal-queries';
import { relationOf } from './relation';
import { toAppraisal } from './appraisal-view';

/**
 * Appraisals by id, each as the caller sees it (GET /talent/single's answer), read in one statement whatever their
 * number: for prints of a whole team. Those the caller may not see are left out of the map.
 */
export async function findAppraisalsAsSeen(w: Work, ids: number[], settings: TalentSettings): Promise<Map<number, Appraisal>> {
  const seen = new Map<number, Appraisal>();
  for (const l of await findAppraisals(w.tx, w.actor.tenantId, ids, w.actor.userId)) {
    const rel = relationOf(w.actor, { id: l.a.userId, parentId: l.managerId }, l.a, l.below === true);
    if (decideAppraisal('view', rel, l.a.state as AppraisalState).ok)
      seen.set(l.a.id, toAppraisal(l, rel, settings.Settings.ShareRatingWithEmployee));
  }
  return seen;
}
