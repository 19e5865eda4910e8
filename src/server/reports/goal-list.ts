import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { streamRows } from '../db/stream-rows';
import { badRequest } from '../errors';
import { visibleTo, type ViewerWork } from '../goals';
import type { PendingDocument } from '../http/download';
import { STATE_NAMES, type GoalState } from '../../domain/goals/states';
import { quarterLabel } from '../../domain/periods';
import { NO_GOALS_TO_LIST } from '../../domain/reports/report-access';
import { writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { factPdfColumns, factSheetColumns, GOAL_FACTS_COLUMNS, GOAL_FACTS_JOINS, type GoalFacts } from './goal-facts';
import { loadReportPeriod, requirePerson } from './report-scope';
import { loadLetterhead } from './letterhead';

export const GOAL_LIST_NAME = 'Quarterly Goal List';

type GoalRow = GoalFacts & {
  quarter: number;
  year: number;
  owner_name: string;
  title: string;
  measurement: string;
  state: GoalState;
  parent_title: string | null;
};

/** Whose goals of which quarters (reports 4 and 8): user 0 is everyone the viewer may see. */
export type GoalListScope = { periodIds: number[]; userId: number };

// The quarters' goals the viewer may see (the goals area's visibleTo: private goals of others stay out), of one
// person or of everyone.
function listedWhere(w: ViewerWork, s: GoalListScope): SQL {
  const visible = visibleTo(w.viewer) ?? sql`true`;
  const owner = s.userId > 0 ? sql`g.owner_id = ${s.userId}` : sql`true`;
  return sql`g.tenant_id = ${w.actor.tenantId} AND g.period_id = ANY(${sql.param(s.periodIds)}::bigint[]) AND g.deleted_at IS NULL
    AND ${owner} AND ${visible}`;
}

/** The listed goals of one quarter with their facts; a parent goal's title only when the viewer may see that goal too. */
function goalRowsQuery(w: ViewerWork, s: GoalListScope, periodId: number): SQL {
  const visible = visibleTo(w.viewer) ?? sql`true`;
  const tenantId = w.actor.tenantId;
  return sql`WITH l AS (
          SELECT g.id, g.tenant_id, g.period_id, g.parent_id, g.title, g.measurement, g.state, u.name AS owner_name
          FROM goals g JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
          WHERE ${listedWhere(w, { ...s, periodIds: [periodId] })})
        SELECT p.quarter, p.year, l.owner_name, l.title, l.measurement, l.state, ${GOAL_FACTS_COLUMNS},
          (SELECT g.title FROM goals g JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
           WHERE g.tenant_id = ${tenantId} AND g.id = l.parent_id AND g.deleted_at IS NULL AND ${visible}) AS parent_title
        FROM l JOIN periods p ON p.tenant_id = l.tenant_id AND p.id = l.period_id
        ${GOAL_FACTS_JOINS}
        ORDER BY lower(l.owner_name), lower(l.title), l.id`;
}

/**
 * The rows quarter after quarter (as the quarters start), each quarter through its own cursor, read whole: they are
 * written after the transaction commits. Ordered by owner and title alone, a quarter's rows come in the order of the
 * index on the owners' names and the first batch is there at once; ordered by the quarter first, PostgreSQL sorted
 * every goal before the first row (0.6–2 s in which a PGlite server answered nobody, for 50,000 goals). Between
 * batches the server answers other requests.
 */
async function findGoalRows(w: ViewerWork, s: GoalListScope): Promise<GoalRow[]> {
  const quarters = await queryRows<{ id: number }>(
    w.tx,
    sql`SELECT id FROM periods WHERE tenant_id = ${w.actor.tenantId} AND id = ANY(${sql.param(s.periodIds)}::bigint[]) ORDER BY start_date`,
  );
  const rows: GoalRow[] = [];
  for (const q of quarters) for await (const row of streamRows<GoalRow>(w.tx, goalRowsQuery(w, s, Number(q.id)))) rows.push(row);
  return rows;
}

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
  const rows = await findGoalRows(w, scope);
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
  const rows = await queryRows<GoalRow>(w.tx, goalRowsQuery(w, scope, period.id));
  if (rows.length === 0) throw badRequest(NO_GOALS_TO_LIST);
  const company = await loadLetterhead(w);
  const subtitle = `${period.label}${person ? `, goals of ${person.name}` : ''}: ${rows.length} goals`;
  const owner = w.actor;
  return { name, render: () => renderTablePdf({ title: GOAL_LIST_NAME, subtitle, company, columns: pdfColumns, rows }, owner) };
}
