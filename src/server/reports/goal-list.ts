import { badRequest } from '../errors';
import { findGoalListRows, findQuarterGoalListRows, type GoalListRow as GoalRow, type GoalListScope, type ViewerWork } from '../goals';
import type { PendingDocument } from '../http/download';
import { STATE_NAMES } from '../../domain/goals/states';
import { quarterLabel } from '../../domain/periods';
import { NO_GOALS_TO_LIST } from '../../domain/reports/report-access';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { factPdfColumns, factSheetColumns } from './goal-fact-columns';
import { loadReportPeriod, requirePerson } from './report-scope';
import { loadLetterhead } from './letterhead';

export const GOAL_LIST_NAME = 'Quarterly Goal List';

const text: { header: string; width: number; value: (r: GoalRow) => string }[] = [
  { header: 'Owner', width: 24, value: (r) => r.owner_name },
  { header: 'Title', width: 40, value: (r) => r.title },
  { header: 'Measurement', width: 40, value: (r) => r.measurement },
  { header: 'State', width: 18, value: (r) => STATE_NAMES[r.state] ?? r.state },
  { header: 'Parent goal', width: 32, value: (r) => r.parent_title ?? '' },
];
const quarterColumn = { header: 'Quarter', width: 10, value: (r: GoalRow) => quarterLabel(r) };

const sheetColumns = (withQuarter: boolean): SheetColumn<GoalRow>[] => [
  ...(withQuarter ? [quarterColumn] : []),
  ...text,
  ...factSheetColumns<GoalRow>((r) => r),
];

const pdfColumns: PdfColumn<GoalRow>[] = [
  ...text.map((c) => ({ header: c.header, width: c.width >= 32 ? ('*' as const) : ('auto' as const), value: c.value })),
  ...factPdfColumns<GoalRow>((r) => r),
];

/**
 * The list as a sheet (reports 4 and 8; `warning`, before any byte, when it has no row): read now, written when
 * rendered. The rows are held whole between the two (about 50 MB for 50,000 goals, docs/decisions/034).
 */
export async function findGoalListSheet(
  w: ViewerWork,
  scope: GoalListScope,
  opts: { name: string; sheetName: string; warning: string },
): Promise<PendingDocument> {
  const rows = await findGoalListRows(w, scope);
  if (rows.length === 0) throw badRequest(opts.warning);
  const [columns, created] = [sheetColumns(scope.periodIds.length > 1), w.now];
  return { name: opts.name, render: () => writeSheet({ sheetName: opts.sheetName, columns, rows, created }) };
}

type Params = { periodId: number; userId: number };

async function scopeOf(w: ViewerWork, params: Params) {
  const period = await loadReportPeriod(w, params.periodId);
  const person = params.userId > 0 ? await requirePerson(w, params.userId) : null;
  return { period, person, scope: { periodIds: [period.id], userId: params.userId }, name: `${GOAL_LIST_NAME} ${period.label}` };
}

/** GET /report/goallist/excel/{periodId}/{userId} (report 4; user 0 everyone the viewer may see). */
export async function getGoalListWorkbook(w: ViewerWork, params: Params): Promise<PendingDocument> {
  const { scope, name } = await scopeOf(w, params);
  return findGoalListSheet(w, scope, { name, sheetName: GOAL_LIST_NAME, warning: NO_GOALS_TO_LIST });
}

/** GET /report/goallist/pdf/{periodId}/{userId} (report 4): every listed goal, however many (a PDF is laid out whole). */
export async function getGoalListPdf(w: ViewerWork, params: Params): Promise<PendingDocument> {
  const { period, person, scope, name } = await scopeOf(w, params);
  const rows = await findQuarterGoalListRows(w, { ...scope, periodIds: [period.id] });
  if (rows.length === 0) throw badRequest(NO_GOALS_TO_LIST);
  const company = await loadLetterhead(w);
  const subtitle = `${period.label}${person ? `, goals of ${person.name}` : ''}: ${rows.length} goals`;
  const owner = w.actor;
  return { name, render: () => renderTablePdf({ title: GOAL_LIST_NAME, subtitle, company, columns: pdfColumns, rows }, owner) };
}
