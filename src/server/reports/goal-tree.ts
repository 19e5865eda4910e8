import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { badRequest } from '../errors';
import { visibleTo, type ViewerWork } from '../goals';
import type { PendingDocument } from '../http/download';
import { STATE_NAMES, type GoalState } from '../../domain/goals/states';
import { hasParentGoals, inTreeOrder, NO_PARENT_GOALS, type TreePlace } from '../../domain/reports/goal-tree';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { factPdfColumns, factSheetColumns, GOAL_FACTS_COLUMNS, GOAL_FACTS_JOINS, type GoalFacts } from './goal-facts';
import { loadReportPeriod } from './report-scope';
import { loadLetterhead } from './letterhead';

export const GOAL_TREE_NAME = 'Goal Detail List';

type TreeRow = GoalFacts & {
  id: number;
  parentId: number | null;
  title: string;
  measurement: string;
  description: string | null;
  state: GoalState;
  owner_name: string;
};
type Place = TreePlace<TreeRow>;

/** The goals of the given quarters the viewer may see, as `v` (id, parent_id, period_id, …): the tree's raw material. */
const visibleGoals = (w: ViewerWork, periodIds: SQL) => sql`
  SELECT g.id, g.tenant_id, g.parent_id, g.period_id, g.title, g.measurement, g.description, g.state, u.name AS owner_name
  FROM goals g JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
  WHERE g.tenant_id = ${w.actor.tenantId} AND g.period_id = ANY(${periodIds}) AND g.deleted_at IS NULL AND ${visibleTo(w.viewer) ?? sql`true`}`;

/**
 * POST /report/goaltree/periods: of the asked quarters (the company's; others are left out), those with a goal tree
 * the viewer may see — a goal and a child of it in the same quarter — in the order asked.
 */
export async function findGoalTreePeriods(w: ViewerWork, periodIds: number[]): Promise<number[]> {
  if (periodIds.length === 0) return [];
  const rows = await queryRows<{ period_id: number }>(
    w.tx,
    sql`WITH v AS (${visibleGoals(w, sql`${sql.param(periodIds)}::bigint[]`)})
        SELECT DISTINCT c.period_id FROM v c JOIN v p ON p.id = c.parent_id AND p.period_id = c.period_id`,
  );
  const found = new Set(rows.map((r) => Number(r.period_id)));
  return periodIds.filter((id, i) => found.has(id) && periodIds.indexOf(id) === i);
}

async function loadTree(w: ViewerWork, periodId: number) {
  const period = await loadReportPeriod(w, periodId);
  const rows = await queryRows<TreeRow>(
    w.tx,
    sql`WITH l AS (${visibleGoals(w, sql`ARRAY[${period.id}]::bigint[]`)})
        SELECT l.id, l.parent_id AS "parentId", l.title, l.measurement, l.description, l.state, l.owner_name, ${GOAL_FACTS_COLUMNS}
        FROM l ${GOAL_FACTS_JOINS}`,
  );
  const goals = rows.map((r) => ({ ...r, id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId) }));
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
