import { and, count, eq, isNull } from 'drizzle-orm';
import type { Work } from '../../http/unit-of-work';
import { users } from '../../db/schema';
import type { FeedbackSetup } from '../../../contract/talent-feedback';
import { loadTalentYear } from '../appraisal-periods';
import { loadReviewSettings } from '../reviews/review-settings';
import { dueOnOf } from './feedback-access';

/** GET /talent/feedback/setup: the company's feedback settings, the newest quarter open for appraisals, and whether the caller has reports. */
export async function getFeedbackSetup(w: Work): Promise<FeedbackSetup> {
  const { tenantId, userId } = w.actor;
  const settings = await loadReviewSettings(w.tx, tenantId);
  const { periods } = await loadTalentYear(w.tx, w.actor, w.now);
  const open = periods.find((p) => p.IsOpen);
  const [reports] = await w.tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.parentId, userId), isNull(users.deactivatedAt)));
  return {
    PeerFeedbackOn: settings.peerFeedbackOn,
    UpwardFeedbackOn: settings.upwardFeedbackOn,
    PeerCap: settings.peerCap,
    PeerVisibility: settings.peerVisibility,
    Quarter: open ? { Id: open.Id, Quarter: open.Quarter, Year: open.Year, DueOn: dueOnOf(open), ClosesOn: open.ClosesOn } : null,
    ManagerId: w.actor.parentId,
    HasReports: (reports?.n ?? 0) > 0,
  };
}
