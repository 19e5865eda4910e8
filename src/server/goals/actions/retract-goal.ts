import { decideRetract, decideRetractEdits } from '../../../domain/goals/action-decision';
import { loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { caseFacts, runAction } from './run-action';
import type { ViewerWork } from '../viewer';

export type RetractInput = { goalId: number; status?: string; comment?: string };

/** POST /Goal/retract: the owner withdraws the request for approval; the goal is a draft again. */
export async function retractGoal(w: ViewerWork, input: RetractInput): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideRetract(caseFacts(view)), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}

/** POST /Goal/retractedits: the owner withdraws edits in review, or discards draft edits. */
export async function retractEdits(w: ViewerWork, input: RetractInput): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideRetractEdits(caseFacts(view), input.status), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}
