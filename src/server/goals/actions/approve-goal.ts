import { decideApproval } from '../../../domain/goals/action-decision';
import { loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { caseFacts, runAction } from './run-action';
import type { EditPart } from './edit-parts';
import type { ViewerWork } from '../viewer';

export type ApproveInput = { goalId: number; status: 'approved' | 'review' | 'draft' | 'shelved'; comment?: string };

/**
 * POST /Goal/approve: the owner submits or publishes a draft (or submits a draft edit); a reviewer
 * approves, requests changes (comment required), or answers an edit or a shelving request.
 */
export async function approveGoal(w: ViewerWork, input: ApproveInput, editParts: readonly EditPart[]): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideApproval(caseFacts(view), input.status), input.comment, editParts);
  return loadGoalView(w.tx, viewer, view.row.id);
}

/** GET /Goal/requestapproval/{id}: the owner sends a draft for approval. */
export const requestApproval = (w: ViewerWork, goalId: number) => approveGoal(w, { goalId, status: 'review' }, []);
