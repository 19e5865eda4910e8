import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findAppraisalSheetRows, requireTalent, type AppraisalSheetRow, type TalentSettings } from '../talent';
import { quarterLabel } from '../../domain/periods';
import { appraisalProgress, appraisalStatus } from '../../domain/talent/states';
import { NO_APPRAISALS, NO_APPRAISALS_IN_PERIOD } from '../../domain/reports/report-access';
import type { AppraisalReportParams } from '../../contract/reports';
import { DATE_FORMAT, writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod } from './report-scope';

export const EMPLOYEE_APPRAISALS_NAME = 'Employee Appraisals';
export const ALL_QUARTERS = 'All quarters';
export const PERCENT_FORMAT = '0%';

type Row = AppraisalSheetRow;

const day = (v: string | Date | null) => (v === null ? null : new Date(v));

/** The columns, ratings included (talent's findAppraisalSheetRows says why the viewer may see them). */
function columnsOf(settings: TalentSettings, rows: Row[]): SheetColumn<Row>[] {
  const f = settings.FormLable;
  // A rating is its label as given and its position on the scale it was given on (1 is the lowest).
  const rating = (axis: string, label: (r: Row) => string | null, position: (r: Row) => number | null): SheetColumn<Row>[] => [
    { header: axis, width: 24, value: (r) => label(r) ?? '' },
    { header: `${axis} (position)`, width: 12, value: position },
  ];
  const tertiary = settings.EnableTertiaryRatings || rows.some((r) => r.tertiary_rating !== null);
  return [
    { header: 'Employee', width: 28, value: (r) => r.name },
    { header: 'Job title', width: 26, value: (r) => r.job_title ?? '' },
    { header: 'Manager', width: 26, value: (r) => r.manager_name ?? '' },
    { header: 'Reviewer', width: 26, value: (r) => r.reviewer_name },
    { header: 'Quarter', width: 10, value: (r) => quarterLabel(r) },
    { header: 'Status', width: 20, value: (r) => appraisalStatus(r.state) },
    { header: 'Progress', width: 10, numFmt: PERCENT_FORMAT, value: (r) => appraisalProgress(r.state) / 100 },
    ...rating(
      f.PrimaryAxisName,
      (r) => r.primary_label,
      (r) => r.primary_rating,
    ),
    ...rating(
      f.SecondaryAxisName,
      (r) => r.secondary_label,
      (r) => r.secondary_rating,
    ),
    ...(tertiary
      ? rating(
          f.TertiaryAxisName,
          (r) => r.tertiary_label,
          (r) => r.tertiary_rating,
        )
      : []),
    { header: 'Rating scale', width: 12, value: (r) => r.rating_scale },
    { header: 'Started', width: 12, numFmt: DATE_FORMAT, value: (r) => day(r.created_at) },
    { header: 'Shared', width: 12, numFmt: DATE_FORMAT, value: (r) => day(r.shared_at) },
    { header: 'Employee signed', width: 15, numFmt: DATE_FORMAT, value: (r) => day(r.acknowledged_at) },
    { header: 'Manager signed', width: 15, numFmt: DATE_FORMAT, value: (r) => day(r.completed_at) },
    { header: 'Last change', width: 12, numFmt: DATE_FORMAT, value: (r) => day(r.updated_at) },
  ];
}

/**
 * GET /report/employeeappraisal/{mode}/{periodId} (report 6): one row per appraisal of the people in the viewer's
 * scope, of the chosen quarter (mode 2) or of every quarter (mode 1, periodId ignored).
 */
export async function getEmployeeAppraisals(w: Work, params: AppraisalReportParams): Promise<PendingDocument> {
  const settings = await requireTalent(w);
  const period = params.mode === '2' ? await loadReportPeriod(w, params.periodId) : null;
  const rows = await findAppraisalSheetRows(w, period?.id ?? null);
  if (rows.length === 0) throw badRequest(period ? NO_APPRAISALS_IN_PERIOD : NO_APPRAISALS);
  const [columns, created] = [columnsOf(settings, rows), w.now];
  return {
    name: `${EMPLOYEE_APPRAISALS_NAME} ${period?.label ?? ALL_QUARTERS}`,
    render: () => writeSheet({ sheetName: EMPLOYEE_APPRAISALS_NAME, columns, rows, created }),
  };
}
