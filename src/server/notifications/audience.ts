import type { RoleName } from '../../contract/people';
import type { GoalState } from '../../domain/goals/states';
import type { NoticeRole } from '../../domain/notifications/goal-notices';
import { canSeeGoal, type GoalSeer } from '../goals/visibility';
import type { GoalEventFacts, RecipientRow } from './event-facts';

/**
 * Whether a planned recipient may hear of this goal event: not deactivated, allowed to see the goal
 * (the goal lists' own rule, canSeeGoal: a private or unpublished goal only reaches its owner, the people
 * above them, admins and goal managers of its cascade), and for comments on approval actions, one of the
 * owner, their manager and admins (who alone see those comments).
 */
export function mayHear(r: RecipientRow, goal: GoalEventFacts['goal'], notice: { role: NoticeRole; commentKind?: string }): boolean {
  if (r.deactivated) return false;
  const isAdmin = r.isOrgAdmin || r.isGoalAdmin || r.isHrAdmin;
  if (notice.commentKind === 'StateTransition' && !(r.id === goal.ownerId || r.id === goal.ownerParentId || isAdmin)) return false;
  return canSeeGoal(recipientAsViewer(r, isAdmin), {
    state: goal.state as GoalState,
    hidden: goal.hidden,
    ownerId: goal.ownerId,
    ownerIsCeo: goal.ownerIsCeo,
    ownerParentId: goal.ownerParentId,
    ownerUnderViewer: r.aboveOwner,
    inViewerCascade: r.ownsCascade,
  });
}

function recipientAsViewer(r: RecipientRow, isAdmin: boolean): GoalSeer {
  return {
    userId: r.id,
    roleName: r.roleName as RoleName,
    isAdmin,
    isGoalManager: r.isGoalManager,
  };
}
