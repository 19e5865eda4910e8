import { and, eq } from 'drizzle-orm';
import { goalEdits } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Db } from '../../db/client';
import { findUser } from '../../auth';
import { periodExists, PERIOD_NOT_FOUND } from '../../periods';
import type { Work } from '../../http/unit-of-work';
import type { GoalSave } from '../../../contract/goals';
import { GOAL_ACTION_EVENT } from '../../../domain/goals/action-events';
import { nextState } from '../../../domain/goals/transitions';
import { checkParent, checkPeriod } from './goal-input';
import { loadGoalFor, loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { moveGoal } from '../actions/move-goal';
import { recordTransition, updateGoalRow, wouldCycle } from '../queries';
import type { Viewer, ViewerWork } from '../viewer';
import { PERSON_NOT_FOUND } from '../../../domain/askers';

/** A person or quarter the company does not have is a 404, before any rule about changing them. */
async function checkNamedRows(tx: Db, viewer: Viewer, goal: GoalView['row'], input: GoalSave) {
  if (input.OwnerId !== goal.ownerId && !(await findUser(tx, viewer.tenantId, input.OwnerId))) throw notFound(PERSON_NOT_FOUND, 'OwnerId');
  if (input.PeriodId !== goal.periodId && !(await periodExists(tx, viewer.tenantId, input.PeriodId)))
    throw notFound(PERIOD_NOT_FOUND, 'PeriodId');
}

/**
 * Saves changes to a goal. An owner who has a manager proposes changes to an approved goal as a
 * GoalEdit that the manager approves; everyone else with Edit changes the goal directly.
 */
export async function updateGoal(w: ViewerWork, goalId: number, input: GoalSave): Promise<GoalView> {
  const { tx, now, viewer } = w;
  const view = await loadGoalFor(tx, viewer, goalId, 'Edit');
  const goal = view.row;
  await checkNamedRows(tx, viewer, goal, input);
  if (input.OwnerId !== goal.ownerId) throw badRequest('Use Change owner to give the goal to someone else.', 'OwnerId');
  if (input.PeriodId !== goal.periodId) {
    if (goal.parentId !== null || input.ParentId) throw badRequest('The quarter cannot change while a parent goal is set.', 'PeriodId');
    if (view.childCount > 0) throw badRequest('The quarter cannot change while other goals are aligned to this one.', 'PeriodId');
    await checkPeriod(tx, viewer, input.PeriodId);
  }
  if (input.ParentId && input.ParentId !== goal.parentId) {
    await checkParent(tx, viewer, input.ParentId, input.PeriodId);
    if (await wouldCycle(tx, viewer.tenantId, goal.id, input.ParentId)) {
      throw badRequest('A goal cannot be aligned to itself or to a goal below it.', 'ParentId');
    }
  }
  const values = {
    title: input.Title,
    measurement: input.Measurement,
    description: input.Description ?? null,
    reportingMemo: input.ReportingMemo ?? null,
    hidden: input.IsPrivate,
    parentId: input.ParentId,
  };

  if (view.proposesEdits) {
    // A proposed edit carries content and alignment, not the quarter.
    if (input.PeriodId !== goal.periodId) throw badRequest('The quarter of an approved goal cannot change.', 'PeriodId');
    await proposeEdit(w, view, values, !input.IsDraft);
    return loadGoalView(tx, viewer, goal.id);
  }
  await updateGoalRow(tx, viewer.tenantId, goal.id, { ...values, periodId: input.PeriodId }, now);
  if (goal.parentId !== input.ParentId) {
    await recordTransition(tx, {
      tenantId: viewer.tenantId,
      goalId: goal.id,
      goalName: input.Title,
      userId: viewer.userId,
      actionType: 1,
      meta: { FromParentId: goal.parentId, ToParentId: input.ParentId },
      at: now,
    });
  }
  w.emit({ type: 'goal_updated', goalId: goal.id, ownerId: goal.ownerId });
  if (view.state === 'draft' && !input.IsDraft) {
    const action = view.permissions.Publish ? 'publish' : view.permissions.SubmitForApproval ? 'submit' : null;
    const to = action && nextState('draft', action);
    if (action && to) await moveGoal(w, { goal: { ...goal, title: input.Title }, to, event: GOAL_ACTION_EVENT[action] });
  }
  return loadGoalView(tx, viewer, goal.id);
}

type EditValues = {
  title: string;
  measurement: string;
  description: string | null;
  reportingMemo: string | null;
  hidden: boolean;
  parentId: number | null;
};

/**
 * The goal's open edit, for a part of the goal kept by another area with it (its key results, decision 070): the one
 * open, or a new draft holding the goal's texts as they are. The caller has checked that the viewer proposes edits.
 */
export async function openEditFor(w: Work, view: GoalView): Promise<{ id: number; state: string }> {
  if (view.openEdit) return { id: view.openEdit.id, state: view.openEdit.state };
  const { title, measurement, description, reportingMemo, hidden, parentId } = view.row;
  return { id: await proposeEdit(w, view, { title, measurement, description, reportingMemo, hidden, parentId }, false), state: 'draft' };
}

async function proposeEdit(w: Work, view: GoalView, values: EditValues, submit: boolean): Promise<number> {
  const { tx, now, actor } = w;
  let editId = view.openEdit?.id;
  const from = view.openEdit?.state ?? null;
  if (editId) {
    await tx
      .update(goalEdits)
      .set({ ...values, updatedAt: now })
      .where(and(eq(goalEdits.tenantId, actor.tenantId), eq(goalEdits.id, editId)));
  } else {
    const [row] = await tx
      .insert(goalEdits)
      .values({
        tenantId: actor.tenantId,
        goalId: view.row.id,
        state: 'draft',
        ...values,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: goalEdits.id });
    editId = row!.id;
    await recordTransition(tx, {
      tenantId: actor.tenantId,
      goalId: view.row.id,
      goalName: view.row.title,
      userId: actor.userId,
      type: 'GoalEdit',
      transitionableId: editId,
      fromState: null,
      toState: 'draft',
      at: now,
    });
  }
  if (submit && from !== 'review') {
    await tx
      .update(goalEdits)
      .set({ state: 'review', updatedAt: now })
      .where(and(eq(goalEdits.tenantId, actor.tenantId), eq(goalEdits.id, editId)));
    await recordTransition(tx, {
      tenantId: actor.tenantId,
      goalId: view.row.id,
      goalName: view.row.title,
      userId: actor.userId,
      type: 'GoalEdit',
      transitionableId: editId,
      fromState: 'draft',
      toState: 'review',
      at: now,
    });
    w.emit({ type: 'goal_edit_submitted', goalId: view.row.id, ownerId: view.row.ownerId, data: { editId } });
  }
  return editId;
}
