import type { Session } from '../../../contract/auth';
import { reportsFor as reportIdsFor, type ReportId } from '../../../domain/reports/report-access';

// The Reports page (spec 001 §2 'Reports page', §6 'Reports visibility'): the report types, in the order of their ids
// (issue 18's table; docs/decisions/022-reports.md), and which the viewer may use — the server's own rule.

export type ReportType = { id: ReportId; name: string; description: string; formats: string };

export const REPORT_TYPES: readonly ReportType[] = [
  {
    id: 1,
    name: 'User List',
    formats: 'Excel, PDF',
    description: 'Everyone in the company: role, manager, department and whether they joined.',
  },
  {
    id: 2,
    name: 'Goal Compliance List',
    formats: 'Excel',
    description: 'Who has no goals, missed the last weekly update, or has goals left to finalize in a quarter.',
  },
  {
    id: 3,
    name: 'Organisation Import',
    formats: 'Excel, CSV',
    description: 'A template to list your people in, and the import that adds or updates them all at once.',
  },
  {
    id: 4,
    name: 'Quarterly Goal List',
    formats: 'Excel, PDF',
    description: 'A quarter’s goals of one person or of everyone you can see, with their latest update.',
  },
  {
    id: 5,
    name: 'Goal Detail List',
    formats: 'Excel, PDF',
    description: 'A quarter’s goals as a tree: each goal under the goal it aligns to.',
  },
  {
    id: 6,
    name: 'Employee Appraisals',
    formats: 'Excel',
    description: 'The appraisals of one quarter or of all quarters, with their ratings.',
  },
  {
    id: 7,
    name: 'Appraisal Compliance',
    formats: 'Excel',
    description: 'Whose appraisal is not started, shared, acknowledged or completed.',
  },
  { id: 8, name: 'Multi-Quarter Goal List', formats: 'Excel', description: 'The goals of a range of quarters in one sheet.' },
  {
    id: 9,
    name: 'Team Goal Updates',
    formats: 'PDF',
    description: 'A card per person in your team to print: goals at risk, trending down and late.',
  },
  {
    id: 10,
    name: 'Appraisal Prints',
    formats: 'PDF',
    description: 'Completed appraisals of a person or of a manager’s team, ready to print.',
  },
  { id: 11, name: 'AI Goal Summary', formats: 'Slides', description: 'A written summary of an ended quarter: your goals and your team’s.' },
  { id: 12, name: 'AI Annual Summary', formats: 'Slides', description: 'An executive summary of a year and one text per quarter.' },
];

/** The AI summaries have pages of their own; every other report opens its dialog on the Reports page. */
export const SUMMARY_PAGES: Partial<Record<ReportId, string>> = { 11: '/v3/reports/summary', 12: '/v3/reports/annual' };

export const NO_REPORTS = 'There are no reports for you here yet.';

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
