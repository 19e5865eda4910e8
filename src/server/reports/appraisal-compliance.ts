import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findAppraisalComplianceRows, requireTalent, type AppraisalComplianceRow } from '../talent';
import { appraisalProgress, appraisalStatus, type AppraisalState } from '../../domain/talent/states';
import { NO_APPRAISALS, NO_APPRAISALS_IN_PERIOD } from '../../domain/reports/report-access';
import type { AppraisalReportParams } from '../../contract/reports';
import { DATE_FORMAT, writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod } from './report-scope';
import { ALL_QUARTERS, PERCENT_FORMAT } from './employee-appraisals';

export const APPRAISAL_COMPLIANCE_NAME = 'Appraisal Compliance';

type Row = AppraisalComplianceRow;

const columns: SheetColumn<Row>[] = [
  { header: 'Quarter', width: 10, value: (r) => r.quarter },
  { header: 'Employee', width: 28, value: (r) => r.name },
  { header: 'Job title', width: 26, value: (r) => r.job_title ?? '' },
  { header: 'Manager', width: 26, value: (r) => r.manager_name ?? '' },
  { header: 'Reviewer', width: 26, value: (r) => r.reviewer_name ?? '' },
  { header: 'Status', width: 20, value: (r) => appraisalStatus(r.state as AppraisalState | null) },
  { header: 'Progress', width: 10, numFmt: PERCENT_FORMAT, value: (r) => appraisalProgress(r.state as AppraisalState | null) / 100 },
  { header: 'Last change', width: 12, numFmt: DATE_FORMAT, value: (r) => (r.updated_at ? new Date(r.updated_at) : null) },
];

/**
 * GET /report/employeecomplience/{mode}/{periodId} (report 7): everyone in the viewer's scope who is appraised for
 * the quarter (the talent overview's people and query, its compliance spreadsheet's rows), with how far their
 * appraisal is; mode 1 does so for every appraisal quarter, newest first, mode 2 for the chosen one.
 */
export async function getAppraisalCompliance(w: Work, params: AppraisalReportParams): Promise<PendingDocument> {
  await requireTalent(w);
  const chosen = params.mode === '2' ? await loadReportPeriod(w, params.periodId) : null;
  // A company quarter that is not (yet) an appraisal quarter has nobody to appraise: the §8 warning, not a 404.
  const rows = await findAppraisalComplianceRows(w, chosen?.id ?? null);
  if (rows.length === 0) throw badRequest(chosen ? NO_APPRAISALS_IN_PERIOD : NO_APPRAISALS);
  const created = w.now;
  return {
    name: `${APPRAISAL_COMPLIANCE_NAME} ${chosen?.label ?? ALL_QUARTERS}`,
    render: () => writeSheet({ sheetName: APPRAISAL_COMPLIANCE_NAME, columns, rows, created }),
  };
}
