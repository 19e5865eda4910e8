import type { Work } from '../http/unit-of-work';
import { decideShelve } from './action-decision';
import { loadGoalView } from './goal-access';
import type { GoalView } from './goal-view';
import { caseFacts, runAction } from './run-action';
import type { Viewer } from './viewer';

export type ShelveInput = { goalId: number; status: 'shelved' | 'shelving_in_review' | 'reactivated'; comment?: string };

/**
 * POST /Goal/shelve: shelve at once, ask to shelve, approve or deny a shelving request (a denial
 * needs a comment), withdraw one's own request, or unshelve.
 */
export async function shelveGoal(w: Work, viewer: Viewer, input: ShelveInput): Promise<GoalView> {
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideShelve(caseFacts(view), input.status), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}
