import { badRequest } from '../errors';
import { findGoalTreeRows, type GoalTreeRow, type ViewerWork } from '../goals';
import type { PendingDocument } from '../http/download';
import { hasParentGoals, inTreeOrder, NO_PARENT_GOALS, type TreePlace } from '../../domain/reports/goal-tree';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { factPdfColumns, factSheetColumns } from './goal-fact-columns';
import { loadReportPeriod } from './report-scope';
import { loadLetterhead } from './letterhead';
import type { ReportWords } from './report-words';

type Place = TreePlace<GoalTreeRow>;

async function loadTree(w: ViewerWork, periodId: number, words: ReportWords) {
  const period = await loadReportPeriod(w, periodId, words);
  const goals = await findGoalTreeRows(w, period.id);
  if (!hasParentGoals(goals)) throw badRequest(NO_PARENT_GOALS, 'periodId');
  const title = words.t('reports.name.goalDetail');
  return { period, places: inTreeOrder(goals), title, name: words.t('reports.fileName.ofQuarter', { name: title, quarter: period.label }) };
}

// The PDF leaves the description out (`inPdf`): a printed tree is read for where the goals stand.
const textColumns = ({ t, state }: ReportWords): { header: string; width: number; value: (p: Place) => string; inPdf: boolean }[] => [
  { header: t('reports.column.owner'), width: 24, value: (p) => p.goal.owner_name, inPdf: true },
  { header: t('reports.column.measurement'), width: 40, value: (p) => p.goal.measurement, inPdf: true },
  { header: t('reports.column.description'), width: 40, value: (p) => p.goal.description ?? '', inPdf: false },
  { header: t('reports.column.state'), width: 18, value: (p) => state(p.goal.state), inPdf: true },
];

// The sheet keeps the level as a number (to filter on) and the title plain; the PDF stands it in by level and puts the outline number before it.
const sheetColumns = (words: ReportWords): SheetColumn<Place>[] => [
  { header: words.t('reports.column.level'), width: 7, value: (p) => p.depth },
  { header: words.t('reports.column.goal'), width: 44, value: (p) => p.goal.title },
  ...textColumns(words).map(({ header, width, value }) => ({ header, width, value })),
  ...factSheetColumns<Place>(words, (p) => p.goal),
];
const pdfColumns = (words: ReportWords): PdfColumn<Place>[] => [
  { header: words.t('reports.column.goal'), width: '*', value: (p) => `${p.outline}  ${p.goal.title}`, indent: (p) => (p.depth - 1) * 12 },
  ...textColumns(words)
    .filter((c) => c.inPdf)
    .map(({ header, width, value }) => ({ header, value, width: width >= 32 ? ('*' as const) : ('auto' as const) })),
  ...factPdfColumns<Place>(words, (p) => p.goal),
];

/** GET /report/goaltree/excel/{periodId} (report 5). */
export async function getGoalTreeWorkbook(w: ViewerWork, periodId: number, words: ReportWords): Promise<PendingDocument> {
  const [{ places, title, name }, created] = [await loadTree(w, periodId, words), w.now];
  return {
    name,
    render: () => writeSheet({ sheetName: title, columns: sheetColumns(words), rows: places, created, fitHeaders: words.fitHeaders }),
  };
}

/** GET /report/goaltree/pdf/{periodId} (report 5). */
export async function getGoalTreePdf(w: ViewerWork, periodId: number, words: ReportWords): Promise<PendingDocument> {
  const { period, places, title, name } = await loadTree(w, periodId, words);
  const company = await loadLetterhead(w, words);
  const subtitle = words.t('reports.subtitle.goalTree', { quarter: period.label, count: places.length });
  const owner = w.actor;
  return { name, render: () => renderTablePdf({ title, subtitle, company, columns: pdfColumns(words), rows: places }, owner) };
}
