import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findAppraisalComplianceRows, requireTalent, type AppraisalComplianceRow } from '../talent';
import { appraisalProgress, type AppraisalState } from '../../domain/talent/states';
import { NO_APPRAISALS, NO_APPRAISALS_IN_PERIOD } from '../../domain/reports/report-access';
import type { AppraisalReportParams } from '../../contract/reports';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod } from './report-scope';
import { PERCENT_FORMAT } from './employee-appraisals';
import type { ReportWords } from './report-words';

type Row = AppraisalComplianceRow;

const columnsOf = ({ t, dateFormat, appraisalStatus, yesNo }: ReportWords): SheetColumn<Row>[] => [
  { header: t('reports.column.quarter'), width: 10, value: (r) => r.quarter },
  { header: t('reports.column.employee'), width: 28, value: (r) => r.name },
  { header: t('reports.column.jobTitle'), width: 26, value: (r) => r.job_title ?? '' },
  { header: t('reports.column.manager'), width: 26, value: (r) => r.manager_name ?? '' },
  { header: t('reports.column.reviewer'), width: 26, value: (r) => r.reviewer_name ?? '' },
  { header: t('reports.column.status'), width: 20, value: (r) => appraisalStatus(r.state as AppraisalState | null) },
  {
    header: t('reports.column.progress'),
    width: 10,
    numFmt: PERCENT_FORMAT,
    value: (r) => appraisalProgress(r.state as AppraisalState | null) / 100,
  },
  { header: t('reports.column.lastChange'), width: 12, numFmt: dateFormat, value: (r) => (r.updated_at ? new Date(r.updated_at) : null) },
  // The appraisal's other voices (issue 34): counts only, never who answered.
  { header: t('reports.column.feedbackAsked'), width: 14, value: (r) => r.feedback.asked },
  { header: t('reports.column.feedbackGiven'), width: 14, value: (r) => r.feedback.given },
  { header: t('reports.column.selfReview'), width: 12, value: (r) => yesNo(r.feedback.selfReviewIn) },
];

/**
 * GET /report/employeecomplience/{mode}/{periodId} (report 7): everyone in the viewer's scope who is appraised for
 * the quarter (the talent overview's people and query, its compliance spreadsheet's rows), with how far their
 * appraisal is; mode 1 does so for every appraisal quarter, newest first, mode 2 for the chosen one.
 */
export async function getAppraisalCompliance(w: Work, params: AppraisalReportParams, words: ReportWords): Promise<PendingDocument> {
  await requireTalent(w);
  const chosen = params.mode === '2' ? await loadReportPeriod(w, params.periodId, words) : null;
  // A company quarter that is not (yet) an appraisal quarter has nobody to appraise: the §8 warning, not a 404.
  const rows = await findAppraisalComplianceRows(w, chosen?.id ?? null);
  if (rows.length === 0) throw badRequest(chosen ? NO_APPRAISALS_IN_PERIOD : NO_APPRAISALS);
  const [created, t, name] = [w.now, words.t, words.t('reports.name.appraisalCompliance')];
  return {
    name: t('reports.fileName.ofQuarter', { name, quarter: chosen?.label ?? t('reports.allQuarters') }),
    render: () => writeSheet({ sheetName: name, columns: columnsOf(words), rows, created, fitHeaders: words.fitHeaders }),
  };
}
