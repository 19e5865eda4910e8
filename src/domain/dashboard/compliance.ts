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

/** A share as a whole percentage; 0 of 0 is 0%. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/**
 * The week mode 2 looks at: the week before the current one, or the current week itself when the quarter
 * is in its first week (there is no prior week of this quarter to measure).
 */
export const complianceWeekNumber = (currentWeek: number) => ({
  week: currentWeek > 1 ? currentWeek - 1 : currentWeek,
  isCurrentWeek: currentWeek <= 1,
});
