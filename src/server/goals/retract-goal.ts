import type { Work } from '../http/unit-of-work';
import { decideRetract, decideRetractEdits } from './action-decision';
import { loadGoalView } from './goal-access';
import type { GoalView } from './goal-view';
import { caseFacts, runAction } from './run-action';
import type { Viewer } from './viewer';

export type RetractInput = { goalId: number; status?: string; comment?: string };

/** POST /Goal/retract: the owner withdraws the request for approval; the goal is a draft again. */
export async function retractGoal(w: Work, viewer: Viewer, input: RetractInput): Promise<GoalView> {
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideRetract(caseFacts(view)), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}

/** POST /Goal/retractedits: the owner withdraws edits in review, or discards draft edits. */
export async function retractEdits(w: Work, viewer: Viewer, input: RetractInput): Promise<GoalView> {
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  await runAction(w, view, decideRetractEdits(caseFacts(view), input.status), input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}
