/** Compliance scopes of spec 000 §6: 1 My Direct Reports, 2 My Organization (everyone below), 3 Company. */
export const COMPLIANCE_SCOPES = [1, 2, 3] as const;
export type ComplianceScope = (typeof COMPLIANCE_SCOPES)[number];

export const COMPLIANCE_SCOPE_LABELS: Record<ComplianceScope, string> = {
  1: 'My Direct Reports',
  2: 'My Organization',
  3: 'Company',
};

/** Compliance modes of spec 000 §9: 1 no goals, 2 no weekly update (prior week), 3 not finalized (previous quarter). */
export const COMPLIANCE_MODES = [1, 2, 3] as const;
export type ComplianceMode = (typeof COMPLIANCE_MODES)[number];

export const COMPLIANCE_MODE_LABELS: Record<ComplianceMode, string> = {
  1: 'No Goals',
  2: 'No Weekly Update',
  3: 'Not Finalized',
};

/** Contributors have only the Company scope; a contributor asking for another gets Company. */
export const complianceScopeFor = (role: string, asked: ComplianceScope): ComplianceScope => (role === 'contributor' ? 3 : asked);

/** The scope the widget starts with: Company for contributors, My Direct Reports for everyone else. */
export const defaultComplianceScope = (role: string): ComplianceScope => (role === 'contributor' ? 3 : 1);

/**
 * The scope the Goal Compliance List (report 2) measures when none is asked for: the whole company for those who see
 * everyone (CEO, org, goal and HR admins), everyone below for a manager; a contributor gets Company (as on the
 * dashboard), an observer, who never sees compliance, only their direct reports (none).
 */
export function defaultReportScope(a: {
  roleName: string;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isHrAdmin: boolean;
}): ComplianceScope {
  if (a.roleName === 'ceo' || a.isOrgAdmin || a.isGoalAdmin || a.isHrAdmin || a.roleName === 'contributor') return 3;
  return a.roleName === 'observer' ? 1 : 2;
}

/** The scope the Goal Compliance List measures: the one asked for, as the dashboard allows it; observers keep scope 1. */
export const reportScopeFor = (
  a: { roleName: string; isOrgAdmin: boolean; isGoalAdmin: boolean; isHrAdmin: boolean },
  asked: ComplianceScope | undefined,
): ComplianceScope => (a.roleName === 'observer' ? 1 : complianceScopeFor(a.roleName, asked ?? defaultReportScope(a)));

/** A share as a whole percentage; 0 of 0 is 0%. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

// The week mode 2 looks at is found by date (dashboard/compliance-queries measuredWeek), the same for the list.
