import { badRequest } from '../errors';
import { findGoalTreeRows, type GoalTreeRow, type ViewerWork } from '../goals';
import type { PendingDocument } from '../http/download';
import { STATE_NAMES } from '../../domain/goals/states';
import { hasParentGoals, inTreeOrder, NO_PARENT_GOALS, type TreePlace } from '../../domain/reports/goal-tree';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { factPdfColumns, factSheetColumns } from './goal-fact-columns';
import { loadReportPeriod } from './report-scope';
import { loadLetterhead } from './letterhead';

export const GOAL_TREE_NAME = 'Goal Detail List';

type Place = TreePlace<GoalTreeRow>;

async function loadTree(w: ViewerWork, periodId: number) {
  const period = await loadReportPeriod(w, periodId);
  const goals = await findGoalTreeRows(w, period.id);
  if (!hasParentGoals(goals)) throw badRequest(NO_PARENT_GOALS, 'periodId');
  return { period, places: inTreeOrder(goals), name: `${GOAL_TREE_NAME} ${period.label}` };
}

const text: { header: string; width: number; value: (p: Place) => string }[] = [
  { header: 'Owner', width: 24, value: (p) => p.goal.owner_name },
  { header: 'Measurement', width: 40, value: (p) => p.goal.measurement },
  { header: 'Description', width: 40, value: (p) => p.goal.description ?? '' },
  { header: 'State', width: 18, value: (p) => STATE_NAMES[p.goal.state] ?? p.goal.state },
];

// The sheet keeps the level as a number (to filter on) and the title plain; the PDF stands it in by level and puts the outline number before it.
const sheetColumns: SheetColumn<Place>[] = [
  { header: 'Level', width: 7, value: (p) => p.depth },
  { header: 'Goal', width: 44, value: (p) => p.goal.title },
  ...text,
  ...factSheetColumns<Place>((p) => p.goal),
];
const pdfColumns: PdfColumn<Place>[] = [
  { header: 'Goal', width: '*', value: (p) => `${p.outline}  ${p.goal.title}`, indent: (p) => (p.depth - 1) * 12 },
  ...text.filter((c) => c.header !== 'Description').map((c) => ({ ...c, width: c.width >= 32 ? ('*' as const) : ('auto' as const) })),
  ...factPdfColumns<Place>((p) => p.goal),
];

/** GET /report/goaltree/excel/{periodId} (report 5). */
export async function getGoalTreeWorkbook(w: ViewerWork, periodId: number): Promise<PendingDocument> {
  const [{ places, name }, created] = [await loadTree(w, periodId), w.now];
  return { name, render: () => writeSheet({ sheetName: GOAL_TREE_NAME, columns: sheetColumns, rows: places, created }) };
}

/** GET /report/goaltree/pdf/{periodId} (report 5). */
export async function getGoalTreePdf(w: ViewerWork, periodId: number): Promise<PendingDocument> {
  const { period, places, name } = await loadTree(w, periodId);
  const company = await loadLetterhead(w);
  const subtitle = `${period.label}: ${places.length} goals, as they align`;
  const owner = w.actor;
  return { name, render: () => renderTablePdf({ title: GOAL_TREE_NAME, subtitle, company, columns: pdfColumns, rows: places }, owner) };
}
