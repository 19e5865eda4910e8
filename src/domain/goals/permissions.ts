import type { RoleName } from '../roles';
import type { GoalEditState, GoalState } from './states';

export const GOAL_PERMISSIONS = [
  'Update',
  'Finalize',
  'Edit',
  'Publish',
  'SubmitForApproval',
  'SubmitForApproval2',
  'ReviewPublicationRequest',
  'ReviewPublicationRequest2',
  'RetractApprovalRequest',
  'DiscardDraftChanges',
  'EditResults',
  'EditFinalizeResults',
  'ReviewFinalize',
  'RetractFinalizeResult',
  'RequestToShelve',
  'Shelve',
  'ApproveShelve',
  'Reactivate',
  'Delete',
  'ChangeGoalOwnership',
  'ChangeParentGoal',
] as const;
export type GoalPermission = (typeof GOAL_PERMISSIONS)[number];
export type GoalPermissions = Record<GoalPermission, boolean>;

/** How the viewer stands to the goal's owner. */
export type Relation = 'self' | 'manager' | 'ancestor' | 'other';

export type GoalViewer = {
  roleName: RoleName;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
};

export type GoalFacts = {
  state: GoalState;
  relation: Relation;
  ownerHasManager: boolean;
  /** The viewer owns this goal or one of its ancestors: a goal manager's cascade. */
  inViewerCascade: boolean;
  periodStarted: boolean;
  openEdit: Extract<GoalEditState, 'draft' | 'review'> | null;
  hasManagerResult: boolean;
};

/**
 * Whether a change of the goal by this viewer is a proposal the manager approves (a GoalEdit, spec 000 §4): the
 * owner's own approved goal, when the owner has a manager. Everyone else who may edit changes the goal at once.
 */
export const editNeedsApproval = (goal: { state: GoalState; byOwner: boolean; ownerHasManager: boolean }): boolean =>
  goal.state === 'approved' && goal.byOwner && goal.ownerHasManager;

const NONE = Object.fromEntries(GOAL_PERMISSIONS.map((p) => [p, false])) as GoalPermissions;

/** The per-goal permission flags of spec 000 §6, from role, flags, relation and state. */
export function goalPermissions(viewer: GoalViewer, goal: GoalFacts): GoalPermissions {
  if (viewer.roleName === 'observer') return { ...NONE };
  const { state, relation, ownerHasManager, openEdit } = goal;
  const self = relation === 'self';
  const above = relation === 'manager' || relation === 'ancestor';
  const ceo = viewer.roleName === 'ceo';
  const goalAdmin = viewer.isGoalAdmin;
  const cascadeManager = viewer.isGoalManager && goal.inViewerCascade && !self;
  // Who reviews the owner's requests: their manager, or a goal admin approving for managers.
  const reviewer = !self && (relation === 'manager' || goalAdmin);
  // An owner with nobody above (the CEO) decides alone.
  const ownOnly = self && !ownerHasManager;
  // Acting on someone else's goal with the power to decide for them.
  const decidesFor = !self && (ceo || goalAdmin || above || cascadeManager);
  const active = state === 'draft' || state === 'review' || state === 'approved';

  return {
    Update: self && (state === 'approved' || state === 'shelving_in_review') && goal.periodStarted,
    Finalize: self && state === 'approved' && goal.periodStarted,
    Edit: active && !(state === 'approved' && openEdit === 'review' && self) && (self || decidesFor),
    Publish: (state === 'draft' || state === 'review') && (ownOnly || (!self && (ceo || goalAdmin || cascadeManager))),
    SubmitForApproval: self && !ceo && ownerHasManager && (state === 'draft' || state === 'review'),
    SubmitForApproval2: self && !ceo && ownerHasManager && state === 'approved' && openEdit === 'draft',
    ReviewPublicationRequest: reviewer && state === 'review',
    ReviewPublicationRequest2: reviewer && state === 'approved' && openEdit === 'review',
    RetractApprovalRequest: self && (state === 'review' || (state === 'approved' && openEdit === 'review')),
    DiscardDraftChanges: self && state === 'approved' && openEdit === 'draft',
    EditResults: self && state === 'results_in_review',
    RetractFinalizeResult: self && state === 'results_in_review' && !goal.hasManagerResult,
    ReviewFinalize: reviewer && state === 'results_in_review',
    EditFinalizeResults: reviewer && (state === 'finalized' || (state === 'results_in_review' && goal.hasManagerResult)),
    RequestToShelve: self && ownerHasManager && state === 'approved',
    Shelve: active && (ownOnly || (!self && (ceo || goalAdmin || above))),
    ApproveShelve: reviewer && state === 'shelving_in_review',
    Reactivate: (state === 'shelved' && (ownOnly || (!self && (ceo || goalAdmin || above)))) || (self && state === 'shelving_in_review'),
    Delete:
      state !== 'finalized' && ((self && (state === 'draft' || state === 'review' || ownOnly)) || (!self && (ceo || goalAdmin || above))),
    ChangeGoalOwnership: state !== 'finalized' && (ceo || goalAdmin || (!self && above)),
    ChangeParentGoal: state !== 'finalized' && state !== 'results_in_review' && (self || decidesFor),
  };
}
