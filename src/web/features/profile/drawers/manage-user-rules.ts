import i18next from 'i18next';
import type { AdminFlag, ProfileDetail, RolesUpdate } from '../../../../contract/profile';
import { ADMIN_FLAGS, CEO_ROLE_LOCKED, CONFIRM_WORD, roleChangeRefusal } from '../../../../domain/people/permissions';
import type { RoleName } from '../../../../domain/roles';

// Texts come from the catalogue (profile namespace) in the language shown when a rule is called.

/** An admin permission as Manage User (and the profile card) names it. */
export const flagLabel = (flag: AdminFlag): string => i18next.t(`profile:flags.${flag}`);
/** A role by its name. */
export const roleLabel = (role: RoleName): string => i18next.t(`profile:roles.${role}`);

/** RemoveManager: the admin's explicit choice that a person with a manager leaves them to become an observer. */
export type ManageUserValues = { RoleName: RoleName; Flags: Record<AdminFlag, boolean>; Confirm: string; RemoveManager: boolean };

type Target = Pick<ProfileDetail, 'RoleName' | 'DirectReportCount' | 'Permissions' | 'Manager' | AdminFlag>;

/** What a role change means beyond the role, told before saving (spec 001 §4 Becoming CEO). */
export function roleChangeNote(p: Pick<ProfileDetail, 'RoleName' | 'Name'>, role: RoleName, ceoName: string | null): string | null {
  if (role === p.RoleName) return null;
  if (role === 'ceo') {
    const ceo = ceoName ?? i18next.t('profile:manageUser.currentCeo');
    return i18next.t('profile:manageUser.becomesCeo', { name: p.Name, ceo });
  }
  if (role === 'observer') return i18next.t('profile:manageUser.becomesObserver', { name: p.Name });
  return null;
}

export const initialManageValues = (p: Target): ManageUserValues => ({
  RoleName: p.RoleName,
  Flags: Object.fromEntries(ADMIN_FLAGS.map((f) => [f, p[f]])) as Record<AdminFlag, boolean>,
  Confirm: '',
  RemoveManager: false,
});

/** Becoming an observer takes a person away from their manager: offered as a choice, never done silently (decision 027). */
export const offersRemoveManager = (p: Target, role: RoleName) =>
  role === 'observer' && p.RoleName !== 'observer' && p.Manager !== null && p.DirectReportCount === 0;

/** The role choices: those the viewer may give (spec 001 §6), or only the current one, shown but locked. */
export function roleChoices(p: Target): { options: { value: RoleName; label: string }[]; locked: string | null } {
  const roles = p.Permissions.AssignableRoles;
  if (roles.length > 0) return { options: roles.map((value) => ({ value, label: roleLabel(value) })), locked: null };
  return {
    options: [{ value: p.RoleName, label: roleLabel(p.RoleName) }],
    locked: i18next.t(p.RoleName === 'ceo' ? 'profile:manageUser.ceoRoleLocked' : 'profile:manageUser.roleLocked'),
  };
}

/** The admin permission rows: none for observers; each flag enabled where the viewer may give it. */
export function flagRows(p: Target, role: RoleName): { flag: AdminFlag; label: string; hint: string; enabled: boolean }[] {
  if (role === 'observer') return [];
  return ADMIN_FLAGS.map((flag) => ({
    flag,
    label: flagLabel(flag),
    hint: i18next.t(`profile:flagHints.${flag}`),
    enabled: p.Permissions.AssignableFlags.includes(flag),
  }));
}

/** Making someone CEO (who is not already) needs CONFIRM typed. */
export const needsConfirm = (p: Target, role: RoleName) => role === 'ceo' && p.RoleName !== 'ceo';

/** The domain's refusal (the server's English words) in the language shown: by what it refuses. */
function refusalText(refusal: string, role: RoleName): string {
  if (refusal === CEO_ROLE_LOCKED) return i18next.t('profile:manageUser.ceoRoleLocked');
  if (role === 'observer' || role === 'contributor') return i18next.t(`profile:manageUser.roleRefused.${role}`);
  return refusal;
}

export type ManageUserProblems = { role: string | null; flags: string | null; confirm: boolean };

/** What stops Save: a role the person cannot take, Goal Admin with Goal Manager, a missing CONFIRM. */
export function manageUserProblems(p: Target, v: ManageUserValues): ManageUserProblems {
  const refusal =
    v.RoleName === p.RoleName
      ? null
      : roleChangeRefusal(p, v.RoleName, {
          activeReports: p.DirectReportCount,
          hasManager: p.Manager !== null,
          removeManager: v.RemoveManager,
        });
  const role = refusal === null ? null : refusalText(refusal, v.RoleName);
  const flags =
    v.RoleName !== 'observer' && v.Flags.IsGoalAdmin && v.Flags.IsGoalManager ? i18next.t('profile:manageUser.goalAdminXorManager') : null;
  const confirm = needsConfirm(p, v.RoleName) && v.Confirm.trim() !== CONFIRM_WORD;
  return { role, flags, confirm };
}

export const canSave = (problems: ManageUserProblems) => !problems.role && !problems.flags && !problems.confirm;

export const hasManageChanges = (initial: ManageUserValues, now: ManageUserValues) =>
  now.RoleName !== initial.RoleName ||
  ADMIN_FLAGS.some((f) => now.Flags[f] !== initial.Flags[f]) ||
  now.Confirm.trim() !== '' ||
  now.RemoveManager;

const NO_FLAGS = Object.fromEntries(ADMIN_FLAGS.map((f) => [f, false])) as Record<AdminFlag, boolean>;

/** The Roles payload. Observers hold no admin permissions (the server clears them too). */
export function rolesPayload(p: Target, v: ManageUserValues): RolesUpdate {
  const flags = v.RoleName === 'observer' ? NO_FLAGS : v.Flags;
  return {
    RoleName: v.RoleName,
    ...flags,
    ...(needsConfirm(p, v.RoleName) ? { Confirm: v.Confirm.trim() } : {}),
    ...(offersRemoveManager(p, v.RoleName) && v.RemoveManager ? { RemoveManager: true } : {}),
  };
}
