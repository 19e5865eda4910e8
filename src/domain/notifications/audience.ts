import type { RoleName } from '../roles';
import type { GoalState } from '../goals/states';
import { canSeeGoal, type GoalSeer } from '../goals/visibility';
import type { NoticeRole } from './goal-notices';

/** What the rule reads of a planned recipient. */
export type Recipient = {
  id: number;
  roleName: string;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
  isHrAdmin: boolean;
  deactivated: boolean;
  /** Somewhere above the goal's owner in the org chart. */
  aboveOwner: boolean;
  /** Owns the goal or a goal it is aligned below (a goal manager's cascade). */
  ownsCascade: boolean;
};

/** The goal of the event as it is now. */
export type NoticeGoal = { state: string; hidden: boolean; ownerId: number; ownerParentId: number | null; ownerIsCeo: boolean };

/**
 * Whether a planned recipient may hear of this goal event: not deactivated, allowed to see the goal
 * (the goal lists' own rule, canSeeGoal: a private or unpublished goal only reaches its owner, the people
 * above them, admins and goal managers of its cascade), and for comments on approval actions, one of the
 * owner, their manager and admins (who alone see those comments).
 */
export function mayHear(r: Recipient, goal: NoticeGoal, notice: { role: NoticeRole; commentKind?: string }): boolean {
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

function recipientAsViewer(r: Recipient, isAdmin: boolean): GoalSeer {
  return {
    userId: r.id,
    roleName: r.roleName as RoleName,
    isAdmin,
    isGoalManager: r.isGoalManager,
  };
}
