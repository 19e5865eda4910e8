// Which report ids a viewer may use (spec 001 §6 'Reports visibility'; issue 18's id table).
import { mayUseSummaries, NO_PAST_QUARTER, type SummaryAsker } from '../ai/summary-access';

export const REPORT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** The appraisal reports (6 Employee Appraisals, 7 Appraisal Compliance, 10 Appraisal Prints): only with talent. */
export const APPRAISAL_REPORTS: readonly ReportId[] = [6, 7, 10];
const AI_REPORTS: readonly ReportId[] = [11, 12];
const PLAIN: readonly ReportId[] = [1, 2, 3, 4, 5];
const HR: readonly ReportId[] = [1, 2, 3, 4, 5, 6, 7, 10];

export type ReportAsker = SummaryAsker & { talentEnabled: boolean };

/**
 * Contributors and observers see 1–5 (with HR admin 1–7 and 10), and the AI summaries 11 and 12 unless they are an
 * observer who is neither HR nor org admin; the CEO and managers see all. Appraisal reports need the talent feature.
 */
export function reportsFor(a: ReportAsker): ReportId[] {
  const base: readonly ReportId[] = a.roleName === 'contributor' || a.roleName === 'observer' ? (a.isHrAdmin ? HR : PLAIN) : REPORT_IDS;
  return REPORT_IDS.filter(
    (id) =>
      (base.includes(id) || AI_REPORTS.includes(id)) &&
      (a.talentEnabled || !APPRAISAL_REPORTS.includes(id)) &&
      (mayUseSummaries(a) || !AI_REPORTS.includes(id)),
  );
}

export const mayUseReport = (a: ReportAsker, id: ReportId): boolean => reportsFor(a).includes(id);

/** Goal compliance (report 2) modes: 1 no goals, 2 no weekly update in the prior week, 3 goals not finalized. */
export const COMPLIANCE_MODES = ['1', '2', '3'] as const;
export type ComplianceMode = (typeof COMPLIANCE_MODES)[number];

// The report warnings of spec 001 §8, and the ones this issue adds for reports with nothing in them.
export { NO_PAST_QUARTER };
export const NO_PRIOR_WEEK = 'This quarter has not begun yet, so there is no week to check weekly updates against.';
export const NOBODY_MISSING: Record<ComplianceMode, string> = {
  '1': 'Nobody is missing goals in this quarter, so this report has no data to display.',
  '2': 'Nobody missed the weekly update of the prior week, so this report has no data to display.',
  '3': 'Nobody has goals left to finalize in this quarter, so this report has no data to display.',
};
export const NO_GOALS_TO_LIST = 'You do not have goals in this quarter, so this report has no data to display.';

// The appraisal reports (6, 7, 10): the §8 warnings, and what a company without talent appraisals is told.
export const NO_APPRAISALS_IN_PERIOD = 'You do not have any appraisals for this period.';
export const NO_APPRAISALS = 'You do not have appraisals to generate reports.';
export const TALENT_OFF = 'Talent appraisals are turned off for this company, so its appraisal reports are not available.';
export const PREVIOUS_NOT_BEFORE = 'Choose a previous quarter that ends before the quarter to print.';

// Report 8, the Multi-Quarter Goal List (§5: the 'to' quarter never precedes the 'from' one).
export const RANGE_BACKWARDS = 'The last quarter cannot be before the first.';
export const NO_GOALS_IN_RANGE = 'You do not have goals in these quarters, so this report has no data to display.';
