import ExcelJS from 'exceljs';
import { fileText } from '../../../domain/file-text';
import type { Work } from '../../http/unit-of-work';
import type { PendingDocument } from '../../http/download';
import { appraisalProgress, type AppraisalState } from '../../../domain/talent/states';
import type { Language } from '../../../domain/languages';
import { findScopeRows } from './overview-queries';
import { findFeedbackCounts, type FeedbackCounts } from '../report-rows/feedback-counts';
import { resolveScope, type OverviewPath } from './overview-scope';
import { recordDownload } from '../../audit';
import { textsIn } from '../../texts';

/** The path's scope, or with the direct-reports flag (spec 001 §7) the caller's own team in quarter a. */
export type CompliancePath = OverviewPath & { directReports: boolean };

type Row = Awaited<ReturnType<typeof findScopeRows>>[number] & { feedback: FeedbackCounts };
type Sheet = {
  rows: Row[];
  share: boolean;
  viewerId: number;
  label: string;
  axes: { primary: string; secondary: string };
  created: Date;
  language: Language;
};

// English workbooks keep the ISO moment they always had; German ones show it as 18.05.2026 14:30.
const TIME_FORMATS: Record<Language, string> = { en: 'yyyy-mm-dd hh:mm', de: 'dd.mm.yyyy hh:mm' };

// The characters a header cell's filter button covers.
const FILTER_BUTTON = 3;

/**
 * GET /talent/excel/{a}/{b}/{c}[/{directReports}]: one row per person in scope — manager, reviewer, status, progress — and the ratings
 * (their labels as given) wherever the viewer may see them: everyone in scope is below the viewer or the viewer is an
 * HR admin, so only the viewer's own row may hide them. Read (and its download audited) now, written when rendered, in
 * the `language` of whoever asked (the words of the reports' appraisal compliance report, which lists the same).
 */
export async function getComplianceWorkbook(w: Work, path: CompliancePath, language: Language): Promise<PendingDocument> {
  const { settings, period, query } = await resolveScope(w, path.directReports ? { a: path.a, b: w.actor.userId, c: 0 } : path);
  const people = query ? await findScopeRows(w.tx, query) : [];
  const feedback = query
    ? await findFeedbackCounts(
        w.tx,
        query.tenantId,
        query.periodId,
        people.map((r) => Number(r.id)),
      )
    : new Map();
  const rows: Row[] = people.map((r) => ({ ...r, feedback: feedback.get(Number(r.id))! }));
  const t = textsIn(language, 'files');
  const label = period ? t('reports.quarter', { quarter: period.Quarter, year: period.Year }) : t('talent.compliance.noQuarter');
  const f = settings.FormLable;
  const sheet: Sheet = {
    rows,
    share: settings.Settings.ShareRatingWithEmployee,
    viewerId: w.actor.userId,
    label,
    axes: { primary: f.PrimaryAxisName, secondary: f.SecondaryAxisName },
    created: w.now,
    language,
  };
  const name = t('reports.fileName.ofQuarter', { name: t('reports.name.appraisalCompliance'), quarter: label });
  // Appraisal data leaving the app: who took it, and when.
  return recordDownload(
    w,
    { name: path.directReports ? t('talent.compliance.directReports', { name }) : name, render: () => writeWorkbook(sheet) },
    'xlsx',
  );
}

async function writeWorkbook(s: Sheet): Promise<Buffer> {
  const t = textsIn(s.language, 'files');
  const say = t as unknown as (key: string, values: object) => string;
  const percent = new Intl.NumberFormat(s.language, { style: 'percent' });
  const status = (state: AppraisalState | null) =>
    say(`reports.appraisalStatus.${state ?? 'none'}`, { percent: percent.format(appraisalProgress(state) / 100) });
  // English sheets keep the widths they always had; other languages' headers are often longer, and widen their column.
  const column = (header: string, key: string, width: number, numFmt?: string): Partial<ExcelJS.Column> => ({
    header,
    key,
    width: s.language === 'en' ? width : Math.max(width, header.length + FILTER_BUTTON),
    ...(numFmt ? { style: { numFmt } } : {}),
  });

  const book = new ExcelJS.Workbook();
  book.creator = 'Trellis';
  book.created = s.created;
  const sheet = book.addWorksheet(t('reports.name.appraisalCompliance'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    column(t('reports.column.employee'), 'name', 28),
    column(t('reports.column.jobTitle'), 'jobTitle', 28),
    column(t('reports.column.manager'), 'manager', 26),
    column(t('reports.column.reviewer'), 'reviewer', 26),
    column(t('reports.column.quarter'), 'quarter', 10),
    column(t('reports.column.status'), 'status', 20),
    column(t('reports.column.progress'), 'progress', 10, '0%'),
    column(s.axes.primary, 'primary', 24),
    column(s.axes.secondary, 'secondary', 24),
    column(t('reports.column.lastChange'), 'updated', 20, TIME_FORMATS[s.language]),
    column(t('reports.column.feedbackAsked'), 'asked', 14),
    column(t('reports.column.feedbackGiven'), 'given', 14),
    column(t('reports.column.selfReview'), 'selfReview', 12),
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
      status: status(state),
      progress: appraisalProgress(state) / 100,
      primary: showRatings ? fileText(r.primary_label ?? '') : '',
      secondary: showRatings ? fileText(r.secondary_label ?? '') : '',
      updated: r.updated_at ? new Date(r.updated_at) : null,
      asked: r.feedback.asked,
      given: r.feedback.given,
      selfReview: t(r.feedback.selfReviewIn ? 'reports.yes' : 'reports.no'),
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: 'M1' };
  return Buffer.from(await book.xlsx.writeBuffer());
}
