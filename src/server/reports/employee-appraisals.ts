import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { PendingDocument } from '../http/download';
import type { TalentSettings } from '../talent';
import { quarterLabel } from '../../domain/periods';
import { appraisalProgress, appraisalStatus, type AppraisalState } from '../../domain/talent/states';
import { NO_APPRAISALS, NO_APPRAISALS_IN_PERIOD } from '../../domain/reports/report-access';
import type { AppraisalReportParams } from '../../contract/reports';
import { DATE_FORMAT, writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod } from './report-scope';
import { appraisedInScope, requireTalent } from './appraisal-scope';

export const EMPLOYEE_APPRAISALS_NAME = 'Employee Appraisals';
export const ALL_QUARTERS = 'All quarters';
export const PERCENT_FORMAT = '0%';

type Row = {
  name: string;
  job_title: string | null;
  manager_name: string | null;
  reviewer_name: string;
  quarter: number;
  year: number;
  state: AppraisalState;
  rating_scale: number;
  primary_rating: number;
  primary_label: string;
  secondary_rating: number;
  secondary_label: string;
  tertiary_rating: number | null;
  tertiary_label: string | null;
  created_at: string | Date;
  shared_at: string | Date | null;
  acknowledged_at: string | Date | null;
  completed_at: string | Date | null;
  updated_at: string | Date;
};

/** The appraisals of the people in the viewer's scope, of one quarter or of all, newest quarter first, then by name. */
function findAppraisalRows(w: Work, periodId: number | null): Promise<Row[]> {
  const t = w.actor.tenantId;
  const period = periodId === null ? sql`true` : sql`a.period_id = ${periodId}`;
  return queryRows<Row>(
    w.tx,
    sql`SELECT u.name, u.job_title, m.name AS manager_name, rv.name AS reviewer_name, p.quarter, p.year,
          a.state, a.rating_scale, a.primary_rating, a.primary_label, a.secondary_rating, a.secondary_label, a.tertiary_rating,
          a.tertiary_label, a.created_at, a.shared_at, a.acknowledged_at, a.completed_at, a.updated_at
        FROM appraisals a
        JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
        JOIN periods p ON p.tenant_id = a.tenant_id AND p.id = a.period_id
        JOIN users rv ON rv.tenant_id = a.tenant_id AND rv.id = a.reviewer_id
        LEFT JOIN users m ON m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE a.tenant_id = ${t} AND ${period} AND ${appraisedInScope(w)}
        ORDER BY p.start_date DESC, lower(u.name), u.id`,
  );
}

const day = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * The columns, ratings included: everyone in scope is below the viewer or the viewer is an HR admin, and both see
 * the ratings of an appraisal they may see (domain/talent/appraisal-rules ratingsVisible).
 */
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
  const rows = await findAppraisalRows(w, period?.id ?? null);
  if (rows.length === 0) throw badRequest(period ? NO_APPRAISALS_IN_PERIOD : NO_APPRAISALS);
  const [columns, created] = [columnsOf(settings, rows), w.now];
  return {
    name: `${EMPLOYEE_APPRAISALS_NAME} ${period?.label ?? ALL_QUARTERS}`,
    render: () => writeSheet({ sheetName: EMPLOYEE_APPRAISALS_NAME, columns, rows, created }),
  };
}
