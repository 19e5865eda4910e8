import type { Profile } from '../../../../contract/people';
import type { PeriodListEntry } from '../../../../contract/periods';
import type { TFunction } from 'i18next';
import { scopeLabel, type GoalScope } from './filter-fields';
import { shownTexts } from '../../../shared/i18n';

export type ScopeOption = { value: GoalScope; label: string };

const SCOPES_BY_ROLE: Record<Profile['RoleName'], GoalScope[]> = {
  // Observers see only company goals; the CEO has no manager and peers; contributors no direct reports.
  observer: ['CompanyGoals'],
  ceo: ['MyGoals', 'MyDirectReports', 'CompanyGoals'],
  manager: ['MyGoals', 'MyDirectReports', 'CompanyGoals', 'MyManagerAndPeers'],
  contributor: ['MyGoals', 'CompanyGoals', 'MyManagerAndPeers'],
};

/** The scopes of the filter dropdown offered to a role, named in the language shown; the first is the default. */
export const scopeOptions = (profile: Pick<Profile, 'RoleName'>, t: TFunction<'goals'> = shownTexts('goals')): ScopeOption[] =>
  SCOPES_BY_ROLE[profile.RoleName].map((value) => ({ value, label: scopeLabel(value, t) }));

/** A scope the role may use: the one asked for if offered, else the role's default (the server refuses others). */
export const allowedScope = (scope: GoalScope, options: ScopeOption[]): GoalScope =>
  options.some((o) => o.value === scope) ? scope : (options[0]?.value ?? 'CompanyGoals');

/**
 * Add Goal shows only when the selected quarter does not start before the user's current quarter and
 * the user is not an observer. Before the first quarter starts there is no current one and every quarter is ahead.
 */
export function mayAddGoal(p: { role: Profile['RoleName']; selectedStart: string | undefined; currentStart: string | undefined }): boolean {
  if (p.role === 'observer' || !p.selectedStart) return false;
  return !p.currentStart || p.selectedStart >= p.currentStart;
}

/** A quarter's name: 'Q2 2026'. */
export const periodLabel = (p: Pick<PeriodListEntry, 'Quarter' | 'Year'>, t: TFunction<'goals'> = shownTexts('goals')) =>
  t('period.label', { quarter: p.Quarter, year: p.Year });
