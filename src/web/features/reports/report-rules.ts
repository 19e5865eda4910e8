import type { Session } from '../../../contract/auth';
import { mayUseSummaries } from '../../../domain/ai/summary-access';

// The Reports page (spec 001 §2 'Reports page', §6 'Reports visibility'). Only the AI summaries exist today; the
// other report types of the spec (1–10) come with their own screens.

export type ReportType = { id: number; name: string; description: string; path: string };

export const REPORT_TYPES: readonly ReportType[] = [
  {
    id: 11,
    name: 'AI Goal Summary',
    description: 'A written summary of an ended quarter: your goals and your team’s, with slides to download.',
    path: '/v3/reports/summary',
  },
  {
    id: 12,
    name: 'AI Annual Summary',
    description: 'An executive summary of a year and one text per quarter, with slides to download.',
    path: '/v3/reports/annual',
  },
];

export const NO_REPORTS = 'There are no reports for you here yet.';

type Viewer = Pick<Session['Profile'], 'RoleName' | 'IsHrAdmin' | 'IsOrgAdmin'>;

/** An observer who is neither HR admin nor org admin does not get the AI summaries (11, 12); the server's rule. */
export function reportsFor(viewer: Viewer): ReportType[] {
  const aiSummaries = mayUseSummaries({ roleName: viewer.RoleName, isHrAdmin: viewer.IsHrAdmin, isOrgAdmin: viewer.IsOrgAdmin });
  return REPORT_TYPES.filter((r) => (r.id === 11 || r.id === 12 ? aiSummaries : true));
}
