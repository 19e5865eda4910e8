import { conflict, forbidden } from '../../errors';
import type { GoalType } from '../../../domain/goals/states';
import { resultVerdict } from '../../../domain/goals/badges';
import { upsertResult } from './action-queries';
import { loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { checkResult, settleResults } from './result-rules';
import { NOT_ALLOWED } from './run-action';
import type { ViewerWork } from '../viewer';

export type ReviewInput = { goalId: number; completed?: boolean | null; feedback: string; objectiveResult?: number | null };

/**
 * POST /Goal/finalize_approved: the reviewer's verdict on the owner's results, or a later change of it.
 * Agreement on Completed finalizes the goal; disagreement keeps (or puts) it in review, In Dispute.
 */
export async function reviewResults(w: ViewerWork, input: ReviewInput): Promise<GoalView> {
  const { tx, actor, now, viewer } = w;
  const view = await loadGoalView(tx, viewer, input.goalId);
  if (view.state !== 'results_in_review' && view.state !== 'finalized')
    throw conflict(`A goal in state '${view.state}' has no results to review.`);
  const flags =
    view.state === 'results_in_review' ? (['ReviewFinalize', 'EditFinalizeResults'] as const) : (['EditFinalizeResults'] as const);
  if (!flags.some((f) => view.permissions[f])) throw forbidden(NOT_ALLOWED);
  const values = checkResult(view.row.goalType as GoalType, { ...input, text: input.feedback }, false);

  const resultId = await upsertResult(tx, {
    tenantId: actor.tenantId,
    goalId: view.row.id,
    kind: 'manager',
    userId: actor.userId,
    at: now,
    ...values,
  });
  const moved = await settleResults(w, { ...view.row, state: view.state }, view.owner.parentId !== null);
  if (!moved) {
    const verdict = view.ownerResult ? resultVerdict(view.ownerResult, values) : null;
    w.emit({ type: 'goal_reviewed', goalId: view.row.id, ownerId: view.row.ownerId, data: { resultId, verdict } });
  }
  return loadGoalView(tx, viewer, view.row.id);
}
