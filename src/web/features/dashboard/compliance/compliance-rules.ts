import i18next, { type TFunction } from 'i18next';
import type { Compliance, ComplianceFigure } from '../../../../contract/dashboard';
import {
  COMPLIANCE_SCOPES,
  defaultComplianceScope,
  type ComplianceMode,
  type ComplianceScope,
} from '../../../../domain/dashboard/compliance';
import type { RoleName } from '../../../../domain/roles';

export { percentText } from '../../../shared/numbers';

type T = TFunction<'dashboard'>;
export type ScopeChoice = { value: ComplianceScope; label: string };

// The catalogue's names of the scopes and modes, by their codes.
const SCOPE_KEYS = { 1: 'directReports', 2: 'organization', 3: 'company' } as const satisfies Record<ComplianceScope, string>;
const MODE_KEYS = { 1: 'noGoals', 2: 'noWeeklyUpdate', 3: 'notFinalized' } as const satisfies Record<ComplianceMode, string>;

/** A scope's name: 'My Direct Reports'. */
export const scopeLabel = (scope: ComplianceScope, t: T) => t(`compliance.scope.${SCOPE_KEYS[scope]}`);

/** A mode's name: 'No Weekly Update'. */
export const modeLabel = (mode: ComplianceMode, t: T) => t(`compliance.mode.${MODE_KEYS[mode]}`);

/** The scope select: contributors have only Company (and so no select); others all three, My Direct Reports first. */
export function complianceScopes(role: RoleName, t: T): { choices: ScopeChoice[]; initial: ComplianceScope } {
  const scopes: readonly ComplianceScope[] = role === 'contributor' ? [3] : COMPLIANCE_SCOPES;
  return {
    choices: scopes.map((value) => ({ value, label: scopeLabel(value, t) })),
    initial: defaultComplianceScope(role),
  };
}

/** '3 of 25 people' */
export const countText = ({ Count, Total }: Pick<ComplianceFigure, 'Count' | 'Total'>, t: T) =>
  t('compliance.people', { shown: Count, count: Total });

/** How worrying a share is: none concerned is good, a quarter or more needs attention. */
export function tone(percent: number): 'success' | 'warning' | 'error' {
  if (percent <= 0) return 'success';
  return percent < 25 ? 'warning' : 'error';
}

/** A calendar day without its year, as the language writes it: 'Jul 20' / '20. Juli'. */
const shortDate = (iso: string, language: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(language || 'en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

/** What each mode measures, said under its figure. */
export function modeCaption(
  mode: ComplianceMode,
  c: Pick<Compliance, 'Quarter' | 'LastQuarter' | 'LastWeek' | 'IsCurrentWeek'>,
  t: T,
  language: string = i18next.language,
): string {
  switch (mode) {
    case 1:
      return c.Quarter ? t('compliance.withoutGoal', { quarter: c.Quarter }) : t('compliance.noQuarter');
    case 2: {
      if (!c.LastWeek) return t('compliance.noWeek');
      const week = {
        week: c.LastWeek.Week,
        start: shortDate(c.LastWeek.StartDate, language),
        end: shortDate(c.LastWeek.EndDate, language),
      };
      return c.IsCurrentWeek ? t('compliance.thisWeek', week) : t('compliance.lastWeek', week);
    }
    case 3:
      return c.LastQuarter ? t('compliance.notFinalizedIn', { quarter: c.LastQuarter }) : t('compliance.noPreviousQuarter');
  }
}

/** The drill-down's heading: 'No Weekly Update · My Organization'. */
export const drillDownTitle = (mode: ComplianceMode, scope: ComplianceScope, t: T) => `${modeLabel(mode, t)} · ${scopeLabel(scope, t)}`;
