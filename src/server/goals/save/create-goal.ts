import { goals } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { GOAL_ACTION_EVENT } from '../../../domain/goals/action-events';
import { goalPermissions } from '../../../domain/goals/permissions';
import type { GoalSave } from '../../../contract/goals';
import { checkOwner, checkParent, checkPeriod } from './goal-input';
import { loadGoalView } from '../read/goal-access';
import { recordTransition } from '../queries';
import { goalTreesChanged } from '../tree-versions';
import { relationOf } from '../../../domain/goals/visibility';
import type { ViewerWork } from '../viewer';
import type { GoalView } from '../read/goal-view';
import { moveGoal } from '../actions/move-goal';
import { findIsBelow } from '../../people';

/**
 * Creates a goal. Goal admins and goal managers may create for others (a goal manager only below a
 * goal of their own); org admins may add company goals for the CEO. A goal saved with IsDraft false
 * is published or sent for approval, as the owner's permissions say.
 */
export async function createGoal(w: ViewerWork, input: GoalSave): Promise<GoalView> {
  const { tx, now, viewer } = w;
  const owner = await checkOwner(tx, viewer, input.OwnerId);
  const forOther = owner.id !== viewer.userId;
  if (forOther && !viewer.isGoalAdmin && !viewer.isGoalManager && !(viewer.isOrgAdmin && owner.roleName === 'ceo')) {
    throw forbidden('Only goal admins and goal managers create goals for someone else.');
  }
  const period = await checkPeriod(tx, viewer, input.PeriodId);
  if (input.ParentId) {
    const parent = await checkParent(tx, viewer, input.ParentId, period.id);
    if (forOther && viewer.isGoalManager && !viewer.isGoalAdmin && !parent.inViewerCascade) {
      throw badRequest('Pick a parent goal from your own goals or the goals below them.', 'ParentId');
    }
  } else if (forOther && viewer.isGoalManager && !viewer.isGoalAdmin) {
    throw badRequest('A goal for someone else needs a parent goal from your own goals or below.', 'ParentId');
  }

  const [row] = await tx
    .insert(goals)
    .values({
      tenantId: viewer.tenantId,
      ownerId: owner.id,
      periodId: period.id,
      parentId: input.ParentId,
      state: 'draft',
      goalType: viewer.goalType,
      title: input.Title,
      measurement: input.Measurement,
      description: input.Description ?? null,
      reportingMemo: input.ReportingMemo ?? null,
      hidden: input.IsPrivate,
      createdById: viewer.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const goal = row!;
  await goalTreesChanged(tx, viewer.tenantId, [goal.id]);
  await recordTransition(tx, {
    tenantId: viewer.tenantId,
    goalId: goal.id,
    goalName: goal.title,
    userId: viewer.userId,
    fromState: null,
    toState: 'draft',
    at: now,
  });
  w.emit({ type: 'goal_created', goalId: goal.id, ownerId: owner.id });

  if (!input.IsDraft) {
    // Publish when this viewer may publish the owner's draft, otherwise ask for approval.
    const canPublish = goalPermissions(viewer, {
      state: 'draft',
      relation: relationOf(viewer, {
        ...owner,
        underViewer: forOther && (await findIsBelow(tx, viewer.tenantId, owner.id, viewer.userId)),
      }),
      ownerHasManager: owner.parentId !== null,
      inViewerCascade: forOther,
      periodStarted: true,
      openEdit: null,
      hasManagerResult: false,
    }).Publish;
    await moveGoal(w, { goal, to: canPublish ? 'approved' : 'review', event: GOAL_ACTION_EVENT[canPublish ? 'publish' : 'submit'] });
  }
  return loadGoalView(tx, viewer, goal.id);
}
