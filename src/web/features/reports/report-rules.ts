import type { Session } from '../../../contract/auth';
import { reportsFor as reportIdsFor, type ReportId } from '../../../domain/reports/report-access';

// The Reports page (spec 001 §2 'Reports page', §6 'Reports visibility'): the report types, in the order of their ids
// (issue 18's table; docs/decisions/022-reports.md), and which the viewer may use — the server's own rule.

/** A report type by its key: its name, description and formats are `types.name.<key>` and so on in the catalogue. */
export type ReportKey =
  | 'userList'
  | 'goalCompliance'
  | 'organisationImport'
  | 'quarterlyGoals'
  | 'goalDetail'
  | 'employeeAppraisals'
  | 'appraisalCompliance'
  | 'multiQuarterGoals'
  | 'teamGoalUpdates'
  | 'appraisalPrints'
  | 'aiGoalSummary'
  | 'aiAnnualSummary';

export type ReportType = { id: ReportId; key: ReportKey };

export const REPORT_TYPES: readonly ReportType[] = [
  { id: 1, key: 'userList' },
  { id: 2, key: 'goalCompliance' },
  { id: 3, key: 'organisationImport' },
  { id: 4, key: 'quarterlyGoals' },
  { id: 5, key: 'goalDetail' },
  { id: 6, key: 'employeeAppraisals' },
  { id: 7, key: 'appraisalCompliance' },
  { id: 8, key: 'multiQuarterGoals' },
  { id: 9, key: 'teamGoalUpdates' },
  { id: 10, key: 'appraisalPrints' },
  { id: 11, key: 'aiGoalSummary' },
  { id: 12, key: 'aiAnnualSummary' },
];

/** The AI summaries have pages of their own; every other report opens its dialog on the Reports page. */
export const SUMMARY_PAGES: Partial<Record<ReportId, string>> = { 11: '/v3/reports/summary', 12: '/v3/reports/annual' };

type Viewer = {
  Profile: Pick<Session['Profile'], 'RoleName' | 'IsHrAdmin' | 'IsOrgAdmin'>;
  Tenant: Pick<Session['Tenant'], 'TalentEnabled'>;
};

export function reportsFor({ Profile, Tenant }: Viewer): ReportType[] {
  const ids = reportIdsFor({
    roleName: Profile.RoleName,
    isHrAdmin: Profile.IsHrAdmin,
    isOrgAdmin: Profile.IsOrgAdmin,
    talentEnabled: Tenant.TalentEnabled,
  });
  return REPORT_TYPES.filter((r) => ids.includes(r.id));
}
