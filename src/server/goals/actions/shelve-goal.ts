import { decideShelve } from '../../../domain/goals/action-decision';
import { loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { caseFacts, runAction } from './run-action';
import type { ViewerWork } from '../viewer';

export type ShelveInput = { goalId: number; status: 'shelved' | 'shelving_in_review' | 'reactivated'; comment?: string };

/**
 * POST /Goal/shelve: shelve at once, ask to shelve, approve or deny a shelving request (a denial
 * needs a comment), withdraw one's own request, or unshelve.
 */
export async function shelveGoal(w: ViewerWork, input: ShelveInput): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideShelve(caseFacts(view), input.status), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}
