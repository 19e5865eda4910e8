import { badRequest } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import type { GoalState, GoalType } from '../../../domain/goals/states';
import { isPercentGoal, resultErrors, type ResultField, type ResultInput } from '../../../domain/goals/result-rules';
import { GOAL_ACTION_EVENT } from '../../../domain/goals/action-events';
import { findResults, type ResultValues } from './action-queries';
import type { GoalRow } from '../read/goal-facts';
import { moveGoal } from './move-goal';

export type CheckedResult = ResultInput & { text: string };

// The wire names of the fields a result's 400 names; the description is Outcome or Feedback, checked by the contract.
const WIRE_FIELD: Record<ResultField, string> = {
  objectiveResult: 'ObjectiveResult',
  completed: 'Completed',
  quality: 'Quality',
  text: 'Text',
};

/**
 * A result as the goal's type asks for it (domain/goals/result-rules): SMART and OKR goals answer Yes or
 * No (the owner also rates quality 0–4); percent goals (ObjectiveResult) give a percent above 0.
 */
export function checkResult(goalType: GoalType, input: CheckedResult, withQuality: boolean): ResultValues {
  const errors = resultErrors(goalType, input, withQuality ? 'owner' : 'manager');
  const field = (Object.keys(WIRE_FIELD) as ResultField[]).find((f) => errors[f]);
  if (field) throw badRequest(errors[field]!, WIRE_FIELD[field]);
  const quality = withQuality ? (input.quality ?? null) : null;
  if (isPercentGoal(goalType)) {
    // Decision: a percent goal is completed only when it reached 100%; a Completed sent along is ignored,
    // so owner and manager disagree exactly when one says 100% and the other less.
    return { completed: input.objectiveResult! >= 100, quality, objectiveResult: input.objectiveResult!, text: input.text };
  }
  return { completed: input.completed!, quality, objectiveResult: null, text: input.text };
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
  if (agreed && goal.state === 'results_in_review') {
    await moveGoal(w, { goal, to: 'finalized', event: GOAL_ACTION_EVENT.agree_results });
    return true;
  }
  if (!agreed && owner && goal.state === 'finalized') {
    await moveGoal(w, { goal, to: 'results_in_review', event: GOAL_ACTION_EVENT.reopen_results });
    return true;
  }
  return false;
}
