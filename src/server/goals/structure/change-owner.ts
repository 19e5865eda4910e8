import { badRequest, notFound } from '../../errors';
import { loadGoalFor } from '../read/goal-access';
import type { GoalView } from '../read/goal-view';
import { recordTransition, updateGoalRow } from '../queries';
import { reloadGoal } from '../read/reload-goal';
import type { ViewerWork } from '../viewer';
import { findUser } from '../../auth';
import { PERSON_NOT_FOUND } from '../../../domain/askers';

/** Gives a goal to another active, non-observer person of the company and records who had it before. */
export async function changeGoalOwner(w: ViewerWork, input: { Id: number; UserId: number }): Promise<GoalView> {
  const { viewer } = w;
  const view = await loadGoalFor(w.tx, viewer, input.Id, 'ChangeGoalOwnership');
  const owner = await findUser(w.tx, viewer.tenantId, input.UserId);
  if (!owner) throw notFound(PERSON_NOT_FOUND, 'UserId');
  if (owner.deactivatedAt || owner.roleName === 'observer') throw badRequest('Please select owner!', 'UserId');
  if (owner.id === view.row.ownerId) throw badRequest('The goal already belongs to this person.', 'UserId');

  await updateGoalRow(w.tx, viewer.tenantId, view.row.id, { ownerId: owner.id }, w.now);
  await recordTransition(w.tx, {
    tenantId: viewer.tenantId,
    goalId: view.row.id,
    goalName: view.row.title,
    userId: viewer.userId,
    actionType: 0,
    meta: { FromUserId: view.owner.id, ToUserId: owner.id, FromName: view.owner.name, ToName: owner.name },
    at: w.now,
  });
  w.emit({ type: 'goal_owner_changed', goalId: view.row.id, ownerId: owner.id, data: { fromUserId: view.owner.id, toUserId: owner.id } });
  return reloadGoal(w.tx, viewer, view.row.id);
}
