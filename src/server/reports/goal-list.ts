import { badRequest } from '../errors';
import { findGoalListRows, findQuarterGoalListRows, type GoalListRow as GoalRow, type GoalListScope, type ViewerWork } from '../goals';
import type { PendingDocument } from '../http/download';
import { NO_GOALS_TO_LIST } from '../../domain/reports/report-access';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { factPdfColumns, factSheetColumns, progressPdfColumn, progressSheetColumn } from './goal-fact-columns';
import { loadReportPeriod, requirePerson } from './report-scope';
import { loadLetterhead } from './letterhead';
import type { ReportWords } from './report-words';

const textColumns = ({ t, state }: ReportWords): { header: string; width: number; value: (r: GoalRow) => string }[] => [
  { header: t('reports.column.owner'), width: 24, value: (r) => r.owner_name },
  { header: t('reports.column.title'), width: 40, value: (r) => r.title },
  { header: t('reports.column.measurement'), width: 40, value: (r) => r.measurement },
  { header: t('reports.column.state'), width: 18, value: (r) => state(r.state) },
  { header: t('reports.column.parentGoal'), width: 32, value: (r) => r.parent_title ?? '' },
];

const sheetColumns = (words: ReportWords, withQuarter: boolean): SheetColumn<GoalRow>[] => [
  ...(withQuarter ? [{ header: words.t('reports.column.quarter'), width: 10, value: (r: GoalRow) => words.quarter(r) }] : []),
  ...textColumns(words),
  ...factSheetColumns<GoalRow>(words, (r) => r),
  progressSheetColumn<GoalRow>(words, (r) => r.progress),
];

const pdfColumns = (words: ReportWords): PdfColumn<GoalRow>[] => [
  ...textColumns(words).map((c) => ({ header: c.header, width: c.width >= 32 ? ('*' as const) : ('auto' as const), value: c.value })),
  ...factPdfColumns<GoalRow>(words, (r) => r),
  progressPdfColumn<GoalRow>(words, (r) => r.progress),
];

/**
 * The list as a sheet (reports 4 and 8; `warning`, before any byte, when it has no row): read now, written when
 * rendered. The rows are held whole between the two (about 50 MB for 50,000 goals, docs/decisions/034).
 */
export async function findGoalListSheet(
  w: ViewerWork,
  scope: GoalListScope,
  opts: { name: string; sheetName: string; warning: string; words: ReportWords },
): Promise<PendingDocument> {
  const rows = await findGoalListRows(w, scope);
  if (rows.length === 0) throw badRequest(opts.warning);
  const [columns, created] = [sheetColumns(opts.words, scope.periodIds.length > 1), w.now];
  return {
    name: opts.name,
    render: () => writeSheet({ sheetName: opts.sheetName, columns, rows, created, fitHeaders: opts.words.fitHeaders }),
  };
}

type Params = { periodId: number; userId: number };

async function scopeOf(w: ViewerWork, params: Params, words: ReportWords) {
  const period = await loadReportPeriod(w, params.periodId, words);
  const person = params.userId > 0 ? await requirePerson(w, params.userId) : null;
  const title = words.t('reports.name.quarterlyGoals');
  const name = words.t('reports.fileName.ofQuarter', { name: title, quarter: period.label });
  return { period, person, scope: { periodIds: [period.id], userId: params.userId }, title, name };
}

/** GET /report/goallist/excel/{periodId}/{userId} (report 4; user 0 everyone the viewer may see). */
export async function getGoalListWorkbook(w: ViewerWork, params: Params, words: ReportWords): Promise<PendingDocument> {
  const { scope, title, name } = await scopeOf(w, params, words);
  return findGoalListSheet(w, scope, { name, sheetName: title, warning: NO_GOALS_TO_LIST, words });
}

/** GET /report/goallist/pdf/{periodId}/{userId} (report 4): every listed goal, however many (a PDF is laid out whole). */
export async function getGoalListPdf(w: ViewerWork, params: Params, words: ReportWords): Promise<PendingDocument> {
  const { period, person, scope, title, name } = await scopeOf(w, params, words);
  const rows = await findQuarterGoalListRows(w, { ...scope, periodIds: [period.id] });
  if (rows.length === 0) throw badRequest(NO_GOALS_TO_LIST);
  const company = await loadLetterhead(w, words);
  const count = { quarter: period.label, count: rows.length };
  const subtitle = person
    ? words.t('reports.subtitle.goalListOf', { ...count, name: person.name })
    : words.t('reports.subtitle.goalList', count);
  const owner = w.actor;
  return { name, render: () => renderTablePdf({ title, subtitle, company, columns: pdfColumns(words), rows }, owner) };
}
