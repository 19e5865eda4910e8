import i18next from 'i18next';
import type { AdminFlag, DirectReport, ProfileDetail } from '../../../../contract/profile';
import { ADMIN_FLAGS } from '../../../../domain/people/permissions';
import type { UserStatus } from '../../../../contract/people';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';
import { goalsHref, normalizeFilter } from '../../goals';
import { flagLabel } from '../drawers/manage-user-rules';

// Texts come from the catalogue (profile namespace) in the language shown when a rule is called.

/** The tabs, each named by `profile:tabs.<tab>`. */
export type ProfileTab = 'goals' | 'reports' | 'manual' | 'settings' | 'appraisals' | 'notes';

/** The tabs in the spec's order (spec 001 §2), where the server's rules (spec 001 §6) allow them. */
export function visibleTabs(tabs: ProfileDetail['Tabs']): ProfileTab[] {
  return [
    ...(tabs.Goals ? (['goals'] as const) : []),
    ...(tabs.DirectReports ? (['reports'] as const) : []),
    ...(tabs.UserManual ? (['manual'] as const) : []),
    ...(tabs.Settings ? (['settings'] as const) : []),
    ...(tabs.Appraisals ? (['appraisals'] as const) : []),
    ...(tabs.Notes ? (['notes'] as const) : []),
  ];
}

/** The tab asked for in the address while it is shown, else the first one. */
export const activeTab = (asked: string | null, visible: ProfileTab[]): ProfileTab | undefined =>
  visible.find((tab) => tab === asked) ?? visible[0];

/** /v3/profile is one's own profile; /v3/profile/{id} needs a positive whole id (null: nonsense, not found). */
export function profileIdOf(param: string | undefined, viewerId: number): number | null {
  if (param === undefined || param === '') return viewerId;
  return /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

export const departmentOf = (orgUnit: string | null): string => orgUnit?.trim() || DEFAULT_DEPARTMENT;

/**
 * View Org Chart centres on the manager (so the person shows among their peers), or on the person at the top.
 * Observers are not on the chart, so theirs opens the chart at its top.
 */
export const orgChartHref = (p: Pick<ProfileDetail, 'Id' | 'Manager' | 'RoleName'>): string =>
  p.RoleName === 'observer' ? '/v3/organization' : `/v3/organization/${p.Manager?.Id ?? p.Id}`;

/** What the Manager section says for someone without a manager. */
export const noManagerText = (role: ProfileDetail['RoleName']): string =>
  role === 'ceo'
    ? i18next.t('profile:card.noManagerCeo')
    : role === 'observer'
      ? i18next.t('profile:card.noManagerObserver')
      : i18next.t('profile:card.noManager');

export const STATUS_COLORS: Record<UserStatus, string> = { Active: 'green', Invited: 'gold', Deactivated: 'default' };

/** The admin permissions a person holds, by the labels Manage User gives them, in its order. */
export const permissionLabels = (p: Pick<ProfileDetail, AdminFlag>): string[] => ADMIN_FLAGS.filter((flag) => p[flag]).map(flagLabel);

/** What can be done to a person, each named by `profile:actions.<action>`. */
export type PersonAction = 'reinvite' | 'changeManager' | 'deactivate' | 'activate';

/** The actions menu of a direct report: what the server says the viewer may do, in a stable order. */
export function reportActions(p: DirectReport['Permissions']): PersonAction[] {
  return [
    ...(p.CanReinvite ? (['reinvite'] as const) : []),
    ...(p.CanChangeManager ? (['changeManager'] as const) : []),
    ...(p.CanDeactivate ? (['deactivate'] as const) : []),
    ...(p.CanActivate ? (['activate'] as const) : []),
  ];
}

/** Change Manager for someone with a manager, Assign Manager for someone without one. */
export const managerActionLabel = (hasManager: boolean) =>
  hasManager ? i18next.t('profile:card.changeManager') : i18next.t('profile:card.assignManager');

/** The banner after a reinvite; the server names the address it used (the unconfirmed one if there is one). */
export const reinviteBanner = (email: string) => i18next.t('profile:banners.reinvited', { email });

/** The quarter the Goals tab opens on: the current one, else (before the first starts) the earliest listed. */
export function defaultQuarter(
  periods: readonly { Id: number; Index: number }[],
  currentId: number | null | undefined,
): number | undefined {
  if (currentId && periods.some((p) => p.Id === currentId)) return currentId;
  return [...periods].sort((a, b) => a.Index - b.Index)[0]?.Id;
}

/** The goals screen showing this person's goals of the quarter (the current quarter stays out of the address). */
export const personGoalsHref = (
  userId: number,
  periodId: number | undefined,
  currentId: number | null | undefined,
  goalId: number | null = null,
) =>
  goalsHref(
    normalizeFilter({ GoalSelectFilter: 'MyGoals', Users: [userId], PeriodId: periodId === currentId ? undefined : periodId }),
    goalId,
  );
