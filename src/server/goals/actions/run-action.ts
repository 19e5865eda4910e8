import { badRequest, conflict, forbidden } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { nextEditState, nextState, type EditAction, type GoalAction } from '../../../domain/goals/transitions';
import type { GoalEditState } from '../../../domain/goals/states';
import type { ActionCase, CaseFacts } from '../../../domain/goals/action-decision';
import { EDIT_ACTION_EVENT, GOAL_ACTION_EVENT } from '../../../domain/goals/action-events';
import { setEditState } from './action-queries';
import { insertComment } from '../comments/comment-queries';
import type { GoalRow } from '../read/goal-facts';
import type { GoalView } from '../read/goal-view';
import { moveGoal } from './move-goal';
import type { EditPart } from './edit-parts';
import { recordTransition, updateGoalRow, wouldCycle } from '../queries';

export const NOT_ALLOWED = 'You are not allowed to do this to this goal.';

export const caseFacts = (view: GoalView): CaseFacts => ({
  state: view.state,
  openEdit: view.listFacts.openEdit,
  byOwner: view.relation === 'self',
});

/**
 * Checks a decided action (409, then 403, then 400) and carries it out with its optional comment; an approved edit
 * applies the parts other areas keep with it (`editParts`).
 */
export async function runAction(
  w: Work,
  view: GoalView,
  c: ActionCase,
  comment: string | undefined,
  editParts: readonly EditPart[] = [],
): Promise<void> {
  if (c.on === 'illegal') throw conflict(c.message);
  if (!c.flags.some((flag) => view.permissions[flag])) throw forbidden(NOT_ALLOWED);
  if (c.commentRequired && !comment) throw badRequest(c.commentRequired, 'Comment');
  const transitionId = c.on === 'goal' ? await runGoalAction(w, view, c.action) : await runEditAction(w, view, c.action, editParts);
  if (comment) await addTransitionComment(w, view.row, transitionId, comment);
}

async function runGoalAction(w: Work, view: GoalView, action: GoalAction): Promise<number> {
  const to = nextState(view.state, action);
  if (!to) throw conflict(`A goal in state '${view.state}' cannot do that.`);
  return moveGoal(w, { goal: view.row, to, event: GOAL_ACTION_EVENT[action] });
}

async function runEditAction(w: Work, view: GoalView, action: EditAction, editParts: readonly EditPart[]): Promise<number> {
  const { tx, actor, now } = w;
  const editRow = view.openEdit!;
  const from = editRow.state as GoalEditState;
  const to = nextEditState(from, action);
  if (!to) throw conflict(`Proposed edits in state '${from}' cannot do that.`);
  await setEditState(tx, actor.tenantId, editRow.id, to, now);
  const title = action === 'approve' ? editRow.title : view.row.title;
  const transitionId = await recordTransition(tx, {
    tenantId: actor.tenantId,
    goalId: view.row.id,
    goalName: title,
    userId: actor.userId,
    type: 'GoalEdit',
    transitionableId: editRow.id,
    fromState: from,
    toState: to,
    at: now,
  });
  if (action === 'approve') {
    await applyEdit(w, view.row, editRow);
    for (const part of editParts) await part.applyApproved(w, view.row, editRow.id);
  }
  w.emit({
    type: EDIT_ACTION_EVENT[action],
    goalId: view.row.id,
    ownerId: view.row.ownerId,
    data: { editId: editRow.id, from, to, transitionId },
  });
  return transitionId;
}

/** An approved edit becomes the goal; a new parent is recorded as a parent change. */
async function applyEdit(w: Work, goal: GoalRow, e: NonNullable<GoalView['openEdit']>) {
  const { tx, actor, now } = w;
  const parentChanged = e.parentId !== goal.parentId;
  // The tree may have moved since the edit was proposed.
  if (parentChanged && e.parentId !== null && (await wouldCycle(tx, actor.tenantId, goal.id, e.parentId))) {
    throw conflict('The proposed parent goal is now below this goal; ask for new edits.');
  }
  await updateGoalRow(
    tx,
    actor.tenantId,
    goal.id,
    {
      title: e.title,
      measurement: e.measurement,
      description: e.description,
      reportingMemo: e.reportingMemo,
      hidden: e.hidden,
      parentId: e.parentId,
    },
    now,
  );
  if (!parentChanged) return;
  await recordTransition(tx, {
    tenantId: actor.tenantId,
    goalId: goal.id,
    goalName: e.title,
    userId: actor.userId,
    actionType: 1,
    meta: { FromParentId: goal.parentId, ToParentId: e.parentId },
    at: now,
  });
  w.emit({ type: 'goal_parent_changed', goalId: goal.id, ownerId: goal.ownerId, data: { from: goal.parentId, to: e.parentId } });
}

/** An approval-action comment hangs on the transition it explains. */
export async function addTransitionComment(w: Work, goal: Pick<GoalRow, 'id' | 'ownerId'>, transitionId: number, body: string) {
  const commentId = await insertComment(w.tx, {
    tenantId: w.actor.tenantId,
    goalId: goal.id,
    type: 'StateTransition',
    commentableId: transitionId,
    userId: w.actor.userId,
    body,
    at: w.now,
  });
  w.emit({
    type: 'goal_commented',
    goalId: goal.id,
    ownerId: goal.ownerId,
    data: { commentId, type: 'StateTransition', commentableId: transitionId },
  });
}
