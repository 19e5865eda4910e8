import { conflict, forbidden } from '../../errors';
import { illegalTransitionMessage, nextState } from '../../../domain/goals/transitions';
import type { GoalState, GoalType } from '../../../domain/goals/states';
import { GOAL_ACTION_EVENT } from '../../../domain/goals/action-events';
import { deleteOwnerResult, upsertResult } from './action-queries';
import { loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { moveGoal } from './move-goal';
import { checkResult, settleResults } from './result-rules';
import { addTransitionComment, NOT_ALLOWED } from './run-action';
import type { ViewerWork } from '../viewer';

export type FinalizeInput = {
  goalId: number;
  completed?: boolean | null;
  quality?: number | null;
  outcome: string;
  objectiveResult?: number | null;
};

/**
 * POST /Goal/finalize: the owner submits results of an approved goal (then the manager reviews them;
 * an owner with nobody above is finalized at once), or changes them while they are in review.
 */
export async function finalizeGoal(w: ViewerWork, input: FinalizeInput): Promise<GoalView> {
  const { tx, actor, now, viewer } = w;
  const view = await loadGoalView(tx, viewer, input.goalId);
  if (view.state !== 'approved' && view.state !== 'results_in_review') throw conflict(illegalTransitionMessage(view.state, 'finalize'));
  if (!view.permissions[view.state === 'approved' ? 'Finalize' : 'EditResults']) throw forbidden(NOT_ALLOWED);
  const values = checkResult(view.row.goalType as GoalType, { ...input, text: input.outcome }, true);

  const resultId = await upsertResult(tx, {
    tenantId: actor.tenantId,
    goalId: view.row.id,
    kind: 'owner',
    userId: actor.userId,
    at: now,
    ...values,
  });
  let state: GoalState = view.state;
  if (state === 'approved') {
    await moveGoal(w, { goal: view.row, to: 'results_in_review', event: GOAL_ACTION_EVENT.finalize });
    state = 'results_in_review';
  }
  const settled = await settleResults(w, { ...view.row, state }, view.owner.parentId !== null);
  if (view.state === 'results_in_review' && !settled) {
    w.emit({ type: 'goal_finalized', goalId: view.row.id, ownerId: view.row.ownerId, data: { resultId, edited: true } });
  }
  return loadGoalView(tx, viewer, view.row.id);
}

/** POST /Goal/finalize_retract: the owner takes back results nobody has reviewed yet; the goal is approved again. */
export async function retractResults(w: ViewerWork, input: { goalId: number; comment?: string }): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalView(w.tx, viewer, input.goalId);
  if (!nextState(view.state, 'retract_results')) throw conflict(illegalTransitionMessage(view.state, 'retract_results'));
  if (!view.permissions.RetractFinalizeResult) throw forbidden(NOT_ALLOWED);
  await deleteOwnerResult(w.tx, w.actor.tenantId, view.row.id);
  const transitionId = await moveGoal(w, { goal: view.row, to: 'approved', event: GOAL_ACTION_EVENT.retract_results });
  if (input.comment) await addTransitionComment(w, view.row, transitionId, input.comment);
  return loadGoalView(w.tx, viewer, view.row.id);
}
