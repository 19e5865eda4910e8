import type { GoalState } from '../goals/states';

/** What someone may do with a goal's key results. */
export type KeyResultPermissions = { Change: boolean; Propose: boolean; CheckIn: boolean };

/**
 * The goal as the key results' rules need it: its state, the viewer's own goal permissions on it, and whether the
 * viewer's change of it is a proposal for the manager (`editNeedsApproval`, domain/goals/permissions).
 */
export type KeyResultGoal = {
  state: GoalState;
  mayEdit: boolean;
  mayUpdate: boolean;
  periodStarted: boolean;
  proposesEdits: boolean;
};

const TRACKED: GoalState[] = ['approved', 'shelving_in_review'];

/**
 * Who may do what follows the goal (issue 31): whoever may edit the goal changes its key results while it is a draft,
 * in review or approved, except the owner of an approved goal who has a manager: they propose a new list with the
 * goal's edit, which the manager approves (decision 070). The goal's owner, who gives its weekly update, and a key
 * result's own owner check in while the goal is tracked and its quarter has begun.
 */
export function keyResultPermissions(goal: KeyResultGoal, viewerId: number, keyResultOwnerId: number | null = null): KeyResultPermissions {
  const ownsKeyResult = keyResultOwnerId === viewerId && TRACKED.includes(goal.state) && goal.periodStarted;
  return {
    Change: goal.mayEdit && (goal.state === 'draft' || goal.state === 'review' || (goal.state === 'approved' && !goal.proposesEdits)),
    Propose: goal.mayEdit && goal.state === 'approved' && goal.proposesEdits,
    CheckIn: goal.mayUpdate || ownsKeyResult,
  };
}

/** Who a rule about the company's progress asks about: the server's actor and the web's profile both say it. */
export type ProgressAsker = { roleName: string; isOrgAdmin: boolean; isGoalAdmin: boolean };

/**
 * The share of the company's goals on track by week (decision 068): for those who answer for every goal of the
 * company, the CEO, org admins and goal admins; never an observer, who stands outside the goals.
 */
export const seesCompanyProgress = (a: ProgressAsker): boolean =>
  a.roleName !== 'observer' && (a.roleName === 'ceo' || a.isOrgAdmin || a.isGoalAdmin);

/** A goal's own permission flag, as the roll-up's rules need it. */
export type MayEdit = { mayEdit: boolean };

/**
 * Whether a goal counts its aligned goals' progress (decision 069) is chosen by whoever may edit the goal; its Edit
 * flag is off once it is finalized or shelved, so the choice is fixed then.
 */
export const mayCountChildren = (goal: MayEdit): boolean => goal.mayEdit;

/** What an aligned goal weighs in its parent's progress is set by whoever may edit it, or its parent. */
export const mayWeighChild = (child: MayEdit, parent: MayEdit | null): boolean => child.mayEdit || parent?.mayEdit === true;
