import type { Compliance, ComplianceFigure } from '../../../../contract/dashboard';
import {
  COMPLIANCE_SCOPE_LABELS,
  COMPLIANCE_SCOPES,
  defaultComplianceScope,
  type ComplianceMode,
  type ComplianceScope,
} from '../../../../domain/dashboard/compliance';
import type { RoleName } from '../../../../domain/roles';

export type ScopeChoice = { value: ComplianceScope; label: string };

/** The scope select: contributors have only Company (and so no select); others all three, My Direct Reports first. */
export function complianceScopes(role: RoleName): { choices: ScopeChoice[]; initial: ComplianceScope } {
  const scopes: readonly ComplianceScope[] = role === 'contributor' ? [3] : COMPLIANCE_SCOPES;
  return {
    choices: scopes.map((value) => ({ value, label: COMPLIANCE_SCOPE_LABELS[value] })),
    initial: defaultComplianceScope(role),
  };
}

/** A whole percentage as shown: '12%'. The server rounds; a stray fraction is rounded here too. */
export const percentText = (percent: number) => `${Math.round(percent)}%`;

/** '3 of 25 people' */
export const countText = ({ Count, Total }: Pick<ComplianceFigure, 'Count' | 'Total'>) =>
  `${Count} of ${Total} ${Total === 1 ? 'person' : 'people'}`;

/** How worrying a share is: none concerned is good, a quarter or more needs attention. */
export function tone(percent: number): 'success' | 'warning' | 'error' {
  if (percent <= 0) return 'success';
  return percent < 25 ? 'warning' : 'error';
}

const shortDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

/** What each mode measures, said under its figure. */
export function modeCaption(mode: ComplianceMode, c: Pick<Compliance, 'Quarter' | 'LastQuarter' | 'LastWeek' | 'IsCurrentWeek'>): string {
  switch (mode) {
    case 1:
      return c.Quarter ? `Without a goal in ${c.Quarter}` : 'No quarter is running';
    case 2:
      if (!c.LastWeek) return 'No week to measure yet';
      return `${c.IsCurrentWeek ? 'This week' : 'Last week'}: week ${c.LastWeek.Week}, ${shortDate(c.LastWeek.StartDate)} – ${shortDate(c.LastWeek.EndDate)}`;
    case 3:
      return c.LastQuarter ? `Goals of ${c.LastQuarter} not finalized` : 'No previous quarter';
  }
}

/** The drill-down's heading: 'No Weekly Update · My Organization'. */
export const drillDownTitle = (modeLabel: string, scope: ComplianceScope) => `${modeLabel} · ${COMPLIANCE_SCOPE_LABELS[scope]}`;
