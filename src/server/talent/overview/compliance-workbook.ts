import ExcelJS from 'exceljs';
import { fileText } from '../../../domain/file-text';
import type { Work } from '../../http/unit-of-work';
import { quarterLabel } from '../../../domain/periods';
import { appraisalProgress, appraisalStatus, type AppraisalState } from '../../../domain/talent/states';
import { findScopeRows } from './overview-queries';
import { resolveScope, type OverviewPath } from './overview-scope';
import { recordDownload } from '../../audit';

export const COMPLIANCE_NAME = 'Appraisal Compliance';

/** The path's scope, or with the direct-reports flag (spec 001 §7) the caller's own team in quarter a. */
export type CompliancePath = OverviewPath & { directReports: boolean };

/**
 * GET /talent/excel/{a}/{b}/{c}[/{directReports}]: one row per person in scope — manager, reviewer, status, progress — and the ratings
 * (their labels as given) wherever the viewer may see them: everyone in scope is below the viewer or the viewer is an
 * HR admin, so only the viewer's own row may hide them.
 */
export async function getComplianceWorkbook(w: Work, path: CompliancePath): Promise<{ bytes: Buffer; name: string }> {
  const { settings, period, query } = await resolveScope(w, path.directReports ? { a: path.a, b: w.actor.userId, c: 0 } : path);
  const rows = query ? await findScopeRows(w.tx, query) : [];
  const share = settings.Settings.ShareRatingWithEmployee;
  const label = period ? quarterLabel({ quarter: period.Quarter, year: period.Year }) : 'no quarter yet';

  const book = new ExcelJS.Workbook();
  book.creator = 'Trellis';
  book.created = w.now;
  const sheet = book.addWorksheet(COMPLIANCE_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const f = settings.FormLable;
  sheet.columns = [
    { header: 'Employee', key: 'name', width: 28 },
    { header: 'Job title', key: 'jobTitle', width: 28 },
    { header: 'Manager', key: 'manager', width: 26 },
    { header: 'Reviewer', key: 'reviewer', width: 26 },
    { header: 'Quarter', key: 'quarter', width: 10 },
    { header: 'Status', key: 'status', width: 20 },
    { header: 'Progress', key: 'progress', width: 10, style: { numFmt: '0%' } },
    { header: f.PrimaryAxisName, key: 'primary', width: 24 },
    { header: f.SecondaryAxisName, key: 'secondary', width: 24 },
    { header: 'Last change', key: 'updated', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
  ];
  for (const r of rows) {
    const state = (r.state as AppraisalState | null) ?? null;
    const showRatings = share || r.id !== w.actor.userId;
    sheet.addRow({
      name: fileText(r.name),
      jobTitle: fileText(r.job_title ?? ''),
      manager: fileText(r.manager_name ?? ''),
      reviewer: fileText(r.reviewer_name ?? ''),
      quarter: label,
      status: appraisalStatus(state),
      progress: appraisalProgress(state) / 100,
      primary: showRatings ? fileText(r.primary_label ?? '') : '',
      secondary: showRatings ? fileText(r.secondary_label ?? '') : '',
      updated: r.updated_at ? new Date(r.updated_at) : null,
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: 'J1' };
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  // Appraisal data leaving the app: who took it, and when.
  return recordDownload(w, { bytes, name: `${COMPLIANCE_NAME} ${label}${path.directReports ? ' (direct reports)' : ''}` }, 'xlsx');
}
