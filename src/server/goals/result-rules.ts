import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { GoalState, GoalType } from '../../domain/goals/states';
import { GOAL_ACTION_EVENT } from './action-decision';
import { findResults, type ResultValues } from './action-queries';
import type { GoalRow } from './goal-facts';
import { moveGoal } from './move-goal';

export const SELECT_YES_OR_NO = 'Please select Yes or No.';
export const PERCENT_ABOVE_ZERO = 'Please enter a percent above 0.';

export type ResultInput = { completed?: boolean | null; quality?: number | null; objectiveResult?: number | null; text: string };

/**
 * A result as the goal's type asks for it: SMART and OKR goals answer Yes or No (the owner also rates
 * quality 0–4); percent goals (ObjectiveResult) give a percent above 0.
 */
export function checkResult(goalType: GoalType, input: ResultInput, withQuality: boolean): ResultValues {
  if (goalType === 'ObjectiveResult') {
    if (!input.objectiveResult) throw badRequest(PERCENT_ABOVE_ZERO, 'ObjectiveResult');
    // Decision: a percent goal is completed only when it reached 100%; a Completed sent along is ignored,
    // so owner and manager disagree exactly when one says 100% and the other less.
    return { completed: input.objectiveResult >= 100, quality: withQuality ? (input.quality ?? null) : null, objectiveResult: input.objectiveResult, text: input.text };
  }
  if (input.completed === null || input.completed === undefined) throw badRequest(SELECT_YES_OR_NO, 'Completed');
  if (withQuality && (input.quality === null || input.quality === undefined)) throw badRequest('Quality is required.', 'Quality');
  return { completed: input.completed, quality: withQuality ? input.quality! : null, objectiveResult: null, text: input.text };
}

type SettleGoal = Pick<GoalRow, 'id' | 'title' | 'ownerId'> & { state: GoalState };

/**
 * After a result changed: results that agree on Completed (or the owner's alone when nobody is above
 * the owner) finalize the goal; a disagreement takes a finalized goal back to results in review.
 * Answers whether the goal moved.
 */
export async function settleResults(w: Work, goal: SettleGoal, ownerHasManager: boolean): Promise<boolean> {
  const { owner, manager } = await findResults(w.tx, w.actor.tenantId, goal.id);
  const agreed = !!owner && (manager ? manager.completed === owner.completed : !ownerHasManager);
  const byOwner = w.actor.userId === goal.ownerId;
  if (agreed && goal.state === 'results_in_review') {
    await moveGoal(w, { goal, to: 'finalized', byOwner, event: GOAL_ACTION_EVENT.agree_results });
    return true;
  }
  if (!agreed && owner && goal.state === 'finalized') {
    await moveGoal(w, { goal, to: 'results_in_review', byOwner, event: 'goal_reviewed' });
    return true;
  }
  return false;
}
