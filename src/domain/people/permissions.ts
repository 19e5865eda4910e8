import type { RoleName } from '../roles';
import { askerOf, isCompanyAdmin } from '../askers';

// Spec 001 §5 Roles and §6 Roles and permissions, as pure rules the server enforces and the web renders.

// IsDelegate is the spec's 'strategy person': the CEO's delegate for the company strategy (decision 031).
export const ADMIN_FLAGS = ['IsOrgAdmin', 'IsGoalAdmin', 'IsHrAdmin', 'IsGoalManager', 'IsDelegate'] as const;
export type AdminFlag = (typeof ADMIN_FLAGS)[number];

export const GOAL_ADMIN_XOR_MANAGER = 'You only can be either a Goal Admin or Goal Manager.';
export const CEO_ROLE_LOCKED = 'The CEO’s role cannot be changed until someone else is made CEO.';
export const CONFIRM_WORD = 'CONFIRM';
// Whole sentences, so that the server's messages catalogue knows each one.
const ROLE_REFUSALS = {
  observer: 'The observer role cannot be given to a user with direct reports or a manager.',
  contributor: 'The contributor role cannot be given to a user with direct reports or a manager.',
} as const;
export const roleRefusal = (role: 'observer' | 'contributor') => ROLE_REFUSALS[role];

/** The person looking, with their role and admin flags. */
export type ViewerFacts = {
  Id: number;
  RoleName: RoleName;
  IsOrgAdmin: boolean;
  IsGoalAdmin: boolean;
  IsHrAdmin: boolean;
  IsGoalManager: boolean;
};

/** The person looked at. */
export type TargetFacts = ViewerFacts & {
  DeactivatedAt: string | null;
  InvitationAcceptedAt: string | null;
};

/** How viewer and target stand to each other: the same person, or the viewer somewhere above the target. */
export type Relation = { isSelf: boolean; isAbove: boolean };

const isTop = (v: ViewerFacts) => isCompanyAdmin(askerOf(v));

/** Who may edit a profile (IsEditable): oneself, the CEO, an org admin, or anyone above the person. */
export function canEditProfile(viewer: ViewerFacts, target: TargetFacts, rel: Relation): boolean {
  if (rel.isSelf) return true;
  if (viewer.RoleName === 'observer' && !viewer.IsOrgAdmin) return false;
  return isTop(viewer) || rel.isAbove;
}

/** Roles the viewer may pick in Manage User; empty when the role cannot change (the CEO's, or not allowed). */
export function assignableRoles(viewer: ViewerFacts, target: TargetFacts, rel: Relation): RoleName[] {
  if (target.RoleName === 'ceo' || target.DeactivatedAt !== null) return [];
  if (isTop(viewer)) return ['contributor', 'manager', 'ceo', 'observer'];
  if (rel.isAbove) return ['contributor', 'manager'];
  return [];
}

/**
 * Admin flags the viewer may set: the CEO and org admins all five (the strategy delegate only they); otherwise a Goal Admin the goal flags and an
 * HR Admin the HR flag. Observers get none (`role` is the role the target will have).
 */
export function assignableFlags(viewer: ViewerFacts, role: RoleName): AdminFlag[] {
  if (role === 'observer') return [];
  if (isTop(viewer)) return [...ADMIN_FLAGS];
  const flags: AdminFlag[] = [];
  if (viewer.IsGoalAdmin) flags.push('IsGoalAdmin', 'IsGoalManager');
  if (viewer.IsHrAdmin) flags.push('IsHrAdmin');
  return flags;
}

/** Manage User: on editable, active profiles, for the CEO and org admins (themselves too) and others acting on someone else. */
export function canManageUser(viewer: ViewerFacts, target: TargetFacts, rel: Relation): boolean {
  if (target.DeactivatedAt !== null || !canEditProfile(viewer, target, rel)) return false;
  if (!isTop(viewer) && rel.isSelf) return false;
  return assignableRoles(viewer, target, rel).length > 0 || assignableFlags(viewer, target.RoleName).length > 0;
}

/** Reinvite, Activate and Deactivate: not on the CEO, by the CEO, an org admin or a manager above the person. */
function mayChangeStatus(viewer: ViewerFacts, target: TargetFacts, rel: Relation): boolean {
  if (target.RoleName === 'ceo' || rel.isSelf) return false;
  return isTop(viewer) || (rel.isAbove && viewer.RoleName !== 'observer');
}

export const canDeactivate = (viewer: ViewerFacts, target: TargetFacts, rel: Relation) =>
  target.DeactivatedAt === null && mayChangeStatus(viewer, target, rel);

export const canActivate = (viewer: ViewerFacts, target: TargetFacts, rel: Relation) =>
  target.DeactivatedAt !== null && mayChangeStatus(viewer, target, rel);

export const canReinvite = (viewer: ViewerFacts, target: TargetFacts, rel: Relation) =>
  target.DeactivatedAt === null && target.InvitationAcceptedAt === null && mayChangeStatus(viewer, target, rel);

/** Change or assign a manager: not the CEO's (nobody is above them) and not an observer's (they stand outside). */
export function canChangeManager(viewer: ViewerFacts, target: TargetFacts, rel: Relation): boolean {
  if (target.RoleName === 'ceo' || target.RoleName === 'observer' || target.DeactivatedAt !== null) return false;
  return isTop(viewer) || (rel.isAbove && viewer.RoleName !== 'observer');
}

/** Add Employee: the CEO, managers and org admins. */
export const canAddEmployee = (viewer: ViewerFacts) => viewer.RoleName === 'ceo' || viewer.RoleName === 'manager' || viewer.IsOrgAdmin;

/** The observer option of Add Employee (and the directory's observer filter): the CEO and org admins. */
export const canSeeObservers = (viewer: ViewerFacts) => isTop(viewer);

/** Whose managers the viewer may choose from: everyone's, or only their own subtree's (and themselves). */
export const managerScope = (viewer: ViewerFacts): 'all' | 'subtree' => (isTop(viewer) ? 'all' : 'subtree');

/** Edit Company Info and branding: the CEO only. */
export const canEditCompany = (viewer: ViewerFacts) => viewer.RoleName === 'ceo';

/** Company settings (EmployeeNotesEnabled): the CEO and org admins. */
export const canEditCompanySettings = (viewer: ViewerFacts) => isTop(viewer);

export type ProfileTabs = {
  Goals: boolean;
  DirectReports: boolean;
  UserManual: boolean;
  Settings: boolean;
  Appraisals: boolean;
  Notes: boolean;
};

/** Which tabs of the profile page show (spec 001 §6 Profile tabs). */
export function profileTabs(
  viewer: ViewerFacts,
  target: TargetFacts,
  rel: Relation,
  tenant: { employeeNotesEnabled: boolean; hasTalentLabels: boolean },
): ProfileTabs {
  return {
    Goals: target.RoleName !== 'observer',
    DirectReports: target.RoleName === 'ceo' || target.RoleName === 'manager',
    UserManual: true,
    Settings: rel.isSelf,
    Appraisals: tenant.hasTalentLabels && target.RoleName !== 'ceo' && (rel.isAbove || viewer.IsHrAdmin),
    Notes: tenant.employeeNotesEnabled && !rel.isSelf,
  };
}

/** What a role change depends on: the person's active reports, whether they have a manager, and the admin's choice. */
export type RoleChangeFacts = {
  activeReports: number;
  hasManager: boolean;
  /** Manage User's 'remove their manager' choice (RemoveManager): an app extra the spec's client never sends. */
  removeManager?: boolean;
};

/**
 * Why a role cannot be given, or null. Observers and contributors have nobody reporting to them (a contributor keeps
 * their manager). Observers stand outside the hierarchy: someone with a manager becomes one only when the admin also
 * removes that manager, so a change never moves a person silently (decisions 008, 027).
 */
export function roleChangeRefusal(target: { RoleName: RoleName }, role: RoleName, facts: RoleChangeFacts): string | null {
  if (target.RoleName === 'ceo' && role !== 'ceo') return CEO_ROLE_LOCKED;
  if ((role === 'observer' || role === 'contributor') && facts.activeReports > 0) return roleRefusal(role);
  if (role === 'observer' && target.RoleName !== 'observer' && facts.hasManager && !facts.removeManager) return roleRefusal(role);
  return null;
}
