import i18next from 'i18next';
import type { DeactivateData } from '../../../../contract/profile';

/**
 * The deactivation preview in words: the session ends, goals stay with the person (shown as deactivated), and
 * their active direct reports move to the person's own manager (decision 009).
 */
export function deactivationConsequences(person: { Name: string; ManagerName: string | null }, data: DeactivateData): string[] {
  const name = person.Name;
  const lines = [i18next.t('profile:deactivate.signedOut', { name })];
  lines.push(
    data.GoalCount === 0
      ? i18next.t('profile:deactivate.noGoals', { name })
      : i18next.t('profile:deactivate.goals', { count: data.GoalCount, name }),
  );
  if (data.UserCount > 0) {
    const manager = person.ManagerName ?? i18next.t('profile:deactivate.managerAbove');
    lines.push(i18next.t('profile:deactivate.reports', { count: data.UserCount, manager }));
  } else lines.push(i18next.t('profile:deactivate.noReports', { name }));
  return lines;
}
