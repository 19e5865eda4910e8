import ExcelJS from 'exceljs';
import { fileText } from '../../../domain/file-text';
import type { Work } from '../../http/unit-of-work';
import type { PendingDocument } from '../../http/download';
import { quarterLabel } from '../../../domain/periods';
import { appraisalProgress, appraisalStatus, type AppraisalState } from '../../../domain/talent/states';
import { findScopeRows } from './overview-queries';
import { resolveScope, type OverviewPath } from './overview-scope';
import { recordDownload } from '../../audit';

export const COMPLIANCE_NAME = 'Appraisal Compliance';

/** The path's scope, or with the direct-reports flag (spec 001 §7) the caller's own team in quarter a. */
export type CompliancePath = OverviewPath & { directReports: boolean };

type Row = Awaited<ReturnType<typeof findScopeRows>>[number];
type Sheet = { rows: Row[]; share: boolean; viewerId: number; label: string; axes: { primary: string; secondary: string }; created: Date };

/**
 * GET /talent/excel/{a}/{b}/{c}[/{directReports}]: one row per person in scope — manager, reviewer, status, progress — and the ratings
 * (their labels as given) wherever the viewer may see them: everyone in scope is below the viewer or the viewer is an
 * HR admin, so only the viewer's own row may hide them. Read (and its download audited) now, written when rendered.
 */
export async function getComplianceWorkbook(w: Work, path: CompliancePath): Promise<PendingDocument> {
  const { settings, period, query } = await resolveScope(w, path.directReports ? { a: path.a, b: w.actor.userId, c: 0 } : path);
  const rows = query ? await findScopeRows(w.tx, query) : [];
  const label = period ? quarterLabel({ quarter: period.Quarter, year: period.Year }) : 'no quarter yet';
  const f = settings.FormLable;
  const sheet: Sheet = {
    rows,
    share: settings.Settings.ShareRatingWithEmployee,
    viewerId: w.actor.userId,
    label,
    axes: { primary: f.PrimaryAxisName, secondary: f.SecondaryAxisName },
    created: w.now,
  };
  // Appraisal data leaving the app: who took it, and when.
  return recordDownload(
    w,
    { name: `${COMPLIANCE_NAME} ${label}${path.directReports ? ' (direct reports)' : ''}`, render: () => writeWorkbook(sheet) },
    'xlsx',
  );
}

async function writeWorkbook(s: Sheet): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Trellis';
  book.created = s.created;
  const sheet = book.addWorksheet(COMPLIANCE_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Employee', key: 'name', width: 28 },
    { header: 'Job title', key: 'jobTitle', width: 28 },
    { header: 'Manager', key: 'manager', width: 26 },
    { header: 'Reviewer', key: 'reviewer', width: 26 },
    { header: 'Quarter', key: 'quarter', width: 10 },
    { header: 'Status', key: 'status', width: 20 },
    { header: 'Progress', key: 'progress', width: 10, style: { numFmt: '0%' } },
    { header: s.axes.primary, key: 'primary', width: 24 },
    { header: s.axes.secondary, key: 'secondary', width: 24 },
    { header: 'Last change', key: 'updated', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
  ];
  for (const r of s.rows) {
    const state = (r.state as AppraisalState | null) ?? null;
    const showRatings = s.share || r.id !== s.viewerId;
    sheet.addRow({
      name: fileText(r.name),
      jobTitle: fileText(r.job_title ?? ''),
      manager: fileText(r.manager_name ?? ''),
      reviewer: fileText(r.reviewer_name ?? ''),
      quarter: s.label,
      status: appraisalStatus(state),
      progress: appraisalProgress(state) / 100,
      primary: showRatings ? fileText(r.primary_label ?? '') : '',
      secondary: showRatings ? fileText(r.secondary_label ?? '') : '',
      updated: r.updated_at ? new Date(r.updated_at) : null,
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: 'J1' };
  return Buffer.from(await book.xlsx.writeBuffer());
}
