import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findComplianceList } from '../dashboard';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import type { ComplianceScope } from '../../domain/dashboard/compliance';
import { NO_PAST_QUARTER, NO_PRIOR_WEEK, NOBODY_MISSING, type ComplianceMode } from '../../domain/reports/report-access';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod } from './report-scope';
import type { ReportWords } from './report-words';

type Row = {
  name: string;
  email: string;
  job_title: string | null;
  org_unit: string | null;
  manager_name: string | null;
  /** Mode 1: when they were added; mode 2: the week's start; mode 3: the quarter's end. */
  day: string;
  /** Mode 2: tracked goals without the week's update; mode 3: goals not finalized. */
  goals: number;
};

const columnsOf = ({ t, dateFormat }: ReportWords, mode: ComplianceMode): SheetColumn<Row>[] => [
  { header: t('reports.column.name'), width: 28, value: (r) => r.name },
  { header: t('reports.column.email'), width: 34, value: (r) => r.email },
  { header: t('reports.column.jobTitle'), width: 26, value: (r) => r.job_title ?? '' },
  { header: t('reports.column.department'), width: 20, value: (r) => r.org_unit ?? '' },
  { header: t('reports.column.manager'), width: 26, value: (r) => r.manager_name ?? '' },
  ...(mode === '1'
    ? [{ header: t('reports.column.addedOn'), width: 12, numFmt: dateFormat, value: (r: Row) => new Date(r.day) }]
    : [
        {
          header: mode === '2' ? t('reports.column.weekStarting') : t('reports.column.quarterEnded'),
          width: 14,
          numFmt: dateFormat,
          value: (r: Row) => new Date(r.day),
        },
        {
          header: mode === '2' ? t('reports.column.goalsWithoutUpdate') : t('reports.column.goalsNotFinalized'),
          width: 22,
          value: (r: Row) => Number(r.goals),
        },
      ]),
];

const SHEET_NAMES = { '1': 'noGoals', '2': 'missedUpdate', '3': 'notFinalized' } as const satisfies Record<ComplianceMode, string>;
const sheetName = (words: ReportWords, mode: ComplianceMode) => words.say(`reports.sheet.${SHEET_NAMES[mode]}`);

/** The file's name: the spec's 'Goal Compliance List', the quarter and the mode, so the three lists of a quarter do not overwrite each other. */
export const complianceFileName = (words: ReportWords, mode: ComplianceMode, quarter: string) =>
  words.t('reports.fileName.compliance', { name: words.t('reports.name.goalCompliance'), quarter, list: sheetName(words, mode) });

/**
 * GET /report/usercomlience/{mode}/{periodId}?Scope (report 2): the people of a dashboard compliance scope who have no
 * goals in the quarter (1), gave no weekly update for the week the dashboard measures (2), or have goals not finalized
 * after the quarter ended (3) — the dashboard's own list (findComplianceList), so the file and the widget agree.
 * Nothing to report is a 400 with the reason, never an empty file.
 */
export async function getComplianceList(
  w: Work,
  params: { mode: ComplianceMode; periodId: number; scope?: ComplianceScope },
  words: ReportWords,
): Promise<PendingDocument> {
  const p = await loadReportPeriod(w, params.periodId, words);
  const today = todayIn(ianaOf(w.actor.tenant.timeZone), w.now);
  // Goals are finalized after their quarter; before it ends nothing is late yet.
  if (params.mode === '3' && p.endDate >= today) throw badRequest(NO_PAST_QUARTER, 'periodId');
  const mode = Number(params.mode) as 1 | 2 | 3;
  const list = await findComplianceList(w, { scope: params.scope, mode, periodId: p.id, today });
  if (mode === 2 && !list.week) throw badRequest(NO_PRIOR_WEEK, 'periodId');
  if (list.people.length === 0) throw badRequest(NOBODY_MISSING[params.mode]);
  const rows: Row[] = list.people.map((r) => ({
    name: r.name,
    email: r.email,
    job_title: r.job_title,
    org_unit: r.org_unit,
    manager_name: r.manager_name,
    day: mode === 1 ? r.created_at : mode === 2 ? list.week!.startDate : p.endDate,
    goals: mode === 2 ? r.tracked_goals : r.open_goals,
  }));
  const [columns, created] = [columnsOf(words, params.mode), w.now];
  return {
    name: complianceFileName(words, params.mode, p.label),
    render: () => writeSheet({ sheetName: sheetName(words, params.mode), columns, rows, created, fitHeaders: words.fitHeaders }),
  };
}
