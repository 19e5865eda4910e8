import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import { findAppraisalSheetRows, requireTalent, type AppraisalSheetRow, type TalentSettings } from '../talent';
import { appraisalProgress } from '../../domain/talent/states';
import { NO_APPRAISALS, NO_APPRAISALS_IN_PERIOD } from '../../domain/reports/report-access';
import type { AppraisalReportParams } from '../../contract/reports';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod } from './report-scope';
import type { ReportWords } from './report-words';

export const PERCENT_FORMAT = '0%';

type Row = AppraisalSheetRow;

const day = (v: string | Date | null) => (v === null ? null : new Date(v));

/** The columns, ratings included (talent's findAppraisalSheetRows says why the viewer may see them). */
function columnsOf(words: ReportWords, settings: TalentSettings, rows: Row[]): SheetColumn<Row>[] {
  const [f, t, date] = [settings.FormLable, words.t, words.dateFormat];
  // A rating is its label as given and its position on the scale it was given on (1 is the lowest).
  const rating = (axis: string, label: (r: Row) => string | null, position: (r: Row) => number | null): SheetColumn<Row>[] => [
    { header: axis, width: 24, value: (r) => label(r) ?? '' },
    { header: t('reports.column.position', { axis }), width: 12, value: position },
  ];
  const tertiary = settings.EnableTertiaryRatings || rows.some((r) => r.tertiary_rating !== null);
  return [
    { header: t('reports.column.employee'), width: 28, value: (r) => r.name },
    { header: t('reports.column.jobTitle'), width: 26, value: (r) => r.job_title ?? '' },
    { header: t('reports.column.manager'), width: 26, value: (r) => r.manager_name ?? '' },
    { header: t('reports.column.reviewer'), width: 26, value: (r) => r.reviewer_name },
    { header: t('reports.column.quarter'), width: 10, value: (r) => words.quarter(r) },
    { header: t('reports.column.status'), width: 20, value: (r) => words.appraisalStatus(r.state) },
    { header: t('reports.column.progress'), width: 10, numFmt: PERCENT_FORMAT, value: (r) => appraisalProgress(r.state) / 100 },
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
    { header: t('reports.column.ratingScale'), width: 12, value: (r) => r.rating_scale },
    { header: t('reports.column.started'), width: 12, numFmt: date, value: (r) => day(r.created_at) },
    { header: t('reports.column.shared'), width: 12, numFmt: date, value: (r) => day(r.shared_at) },
    { header: t('reports.column.employeeSigned'), width: 15, numFmt: date, value: (r) => day(r.acknowledged_at) },
    { header: t('reports.column.managerSigned'), width: 15, numFmt: date, value: (r) => day(r.completed_at) },
    { header: t('reports.column.lastChange'), width: 12, numFmt: date, value: (r) => day(r.updated_at) },
  ];
}

/**
 * GET /report/employeeappraisal/{mode}/{periodId} (report 6): one row per appraisal of the people in the viewer's
 * scope, of the chosen quarter (mode 2) or of every quarter (mode 1, periodId ignored).
 */
export async function getEmployeeAppraisals(w: Work, params: AppraisalReportParams, words: ReportWords): Promise<PendingDocument> {
  const settings = await requireTalent(w);
  const period = params.mode === '2' ? await loadReportPeriod(w, params.periodId, words) : null;
  const rows = await findAppraisalSheetRows(w, period?.id ?? null);
  if (rows.length === 0) throw badRequest(period ? NO_APPRAISALS_IN_PERIOD : NO_APPRAISALS);
  const [columns, created, t] = [columnsOf(words, settings, rows), w.now, words.t];
  return {
    name: t('reports.fileName.ofQuarter', {
      name: t('reports.name.employeeAppraisals'),
      quarter: period?.label ?? t('reports.allQuarters'),
    }),
    render: () => writeSheet({ sheetName: t('reports.sheet.employeeAppraisals'), columns, rows, created, fitHeaders: words.fitHeaders }),
  };
}
