import type { Work } from '../http/unit-of-work';
import { decideApproval } from './action-decision';
import { loadGoalView } from './goal-access';
import type { GoalView } from './goal-view';
import { caseFacts, runAction } from './run-action';
import type { Viewer } from './viewer';

export type ApproveInput = { goalId: number; status: 'approved' | 'review' | 'draft' | 'shelved'; comment?: string };

/**
 * POST /Goal/approve: the owner submits or publishes a draft (or submits a draft edit); a reviewer
 * approves, requests changes (comment required), or answers an edit or a shelving request.
 */
export async function approveGoal(w: Work, viewer: Viewer, input: ApproveInput): Promise<GoalView> {
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideApproval(caseFacts(view), input.status), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}

/** GET /Goal/requestapproval/{id}: the owner sends a draft for approval. */
export const requestApproval = (w: Work, viewer: Viewer, goalId: number) => approveGoal(w, viewer, { goalId, status: 'review' });
