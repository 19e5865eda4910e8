import { badRequest, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { loadGoalFor, loadGoalView } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { recordTransition, updateGoalRow, wouldCycle } from '../queries';
import { reloadGoal } from '../read/reload-goal';
import type { Viewer, ViewerWork } from '../viewer';

/** Aligns a goal to another parent goal, or to none with GoalId 0. */
export async function changeParentGoal(w: ViewerWork, input: { Id: number; GoalId: number }): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalFor(w.tx, viewer, input.Id, 'ChangeParentGoal');
  const to = input.GoalId === 0 ? null : input.GoalId;
  if (to !== null) await checkNewParent(w, viewer, view, to);
  if (to === view.row.parentId) return view;

  await updateGoalRow(w.tx, viewer.tenantId, view.row.id, { parentId: to }, w.now);
  await recordTransition(w.tx, {
    tenantId: viewer.tenantId,
    goalId: view.row.id,
    goalName: view.row.title,
    userId: viewer.userId,
    actionType: 1,
    meta: { FromParentId: view.row.parentId, ToParentId: to },
    at: w.now,
  });
  w.emit({
    type: 'goal_parent_changed',
    goalId: view.row.id,
    ownerId: view.row.ownerId,
    data: { fromParentId: view.row.parentId, toParentId: to },
  });
  return reloadGoal(w.tx, viewer, view.row.id);
}

async function checkNewParent(w: Work, viewer: Viewer, view: GoalView, parentId: number) {
  const parent = await loadGoalView(w.tx, viewer, parentId).catch(() => null);
  if (!parent) throw notFound('The parent goal does not exist.', 'GoalId');
  if (parent.state === 'shelved') throw badRequest('A shelved goal cannot be a parent goal.', 'GoalId');
  if (parent.row.periodId !== view.row.periodId) throw badRequest('The parent goal must be in the same quarter.', 'GoalId');
  if (await wouldCycle(w.tx, viewer.tenantId, view.row.id, parentId)) {
    throw badRequest('A goal cannot be aligned to itself or to a goal below it.', 'GoalId');
  }
  // A goal manager acting on a goal outside their line aligns it only within their own cascade.
  if (view.relation === 'other' && viewer.isGoalManager && !viewer.isGoalAdmin && !parent.inViewerCascade) {
    throw badRequest('Pick a parent goal from your own goals or the goals below them.', 'GoalId');
  }
}
