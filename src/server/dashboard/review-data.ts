import { and, eq } from 'drizzle-orm';
import { goalEdits } from '../db/schema';
import { notFound } from '../errors';
import type { GoalInfo } from '../../contract/goals';
import type { ReviewData } from '../../contract/dashboard';
import { getGoalInfo, type ViewerWork } from '../goals';

export const NOTHING_TO_REVIEW = 'Nothing of this goal waits for your review any more.';

/** The owner's request: the newest transition into review, with the comment sent along. */
function requestOf(info: GoalInfo, type: 'Goal' | 'GoalEdit', toState: string) {
  const t = info.GoalTransitions.filter((x) => x.TransitionableType === type && x.ToState === toState && x.ActionType === null).at(-1);
  if (!t) return { RequestedBy: null, RequestedAt: null, RequestComment: null };
  const comment = info.GoalStatusComments.find((c) => c.Type === 'StateTransition' && c.CommentableId === t.Id);
  return { RequestedBy: { Id: t.UserId, Name: t.UserName }, RequestedAt: t.CreatedAt, RequestComment: comment?.Comment ?? null };
}

/**
 * GET /dashboard/reviewdata/{goalId}: a goal submitted for approval or a shelving request, as the reviewer's
 * dialog shows it. 404 when the goal is not visible, or nothing of it waits for this viewer's answer.
 */
export async function getReviewData(w: ViewerWork, goalId: number): Promise<ReviewData> {
  const info = await getGoalInfo(w, goalId);
  const p = info.Permissions;
  if (info.Goal.State === 'review' && p.ReviewPublicationRequest) {
    return {
      Kind: 'request',
      Info: info,
      Edit: null,
      ...requestOf(info, 'Goal', 'review'),
      ApproveStatus: 'approved',
      DenyStatus: 'draft',
    };
  }
  if (info.Goal.State === 'shelving_in_review' && p.ApproveShelve) {
    return {
      Kind: 'shelve',
      Info: info,
      Edit: null,
      ...requestOf(info, 'Goal', 'shelving_in_review'),
      ApproveStatus: 'shelved',
      DenyStatus: 'approved',
    };
  }
  throw notFound(NOTHING_TO_REVIEW);
}

/** GET /dashboard/editreviewdata/{goalEditId}: a proposed edit in review, with its goal as it stands. */
export async function getEditReviewData(w: ViewerWork, editId: number): Promise<ReviewData> {
  const { tx, viewer } = w;
  const [edit] = await tx
    .select({ goalId: goalEdits.goalId })
    .from(goalEdits)
    .where(and(eq(goalEdits.tenantId, viewer.tenantId), eq(goalEdits.id, editId)));
  if (!edit) throw notFound(NOTHING_TO_REVIEW);
  const info = await getGoalInfo(w, edit.goalId);
  const proposed = info.GoalEdits.find((e) => e.Id === editId);
  if (!proposed || proposed.State !== 'review' || !info.Permissions.ReviewPublicationRequest2) throw notFound(NOTHING_TO_REVIEW);
  return {
    Kind: 'request',
    Info: info,
    Edit: proposed,
    ...requestOf(info, 'GoalEdit', 'review'),
    ApproveStatus: 'approved',
    DenyStatus: 'draft',
  };
}
