import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import { findUser } from '../people/queries';
import { loadGoalFor } from './goal-access';
import type { GoalView } from './goal-view';
import { recordTransition, updateGoalRow } from './queries';
import { reloadGoal } from './reload-goal';
import type { Viewer } from './viewer';

/** Gives a goal to another active, non-observer person of the company and records who had it before. */
export async function changeGoalOwner(w: Work, viewer: Viewer, input: { Id: number; UserId: number }): Promise<GoalView> {
  const view = await loadGoalFor(w.tx, viewer, input.Id, 'ChangeGoalOwnership');
  const owner = await findUser(w.tx, viewer.tenantId, input.UserId);
  if (!owner || owner.deactivatedAt || owner.roleName === 'observer') throw badRequest('Please select owner!', 'UserId');
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
