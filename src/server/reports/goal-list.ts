import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { streamRows } from '../db/stream-rows';
import { badRequest } from '../errors';
import { visibleTo, type ViewerWork } from '../goals';
import { STATE_NAMES, type GoalState } from '../../domain/goals/states';
import { NO_GOALS_TO_LIST } from '../../domain/reports/report-access';
import { DATE_FORMAT, writeSheet, type SheetColumn } from './xlsx-sheet';
import { renderTablePdf, type PdfColumn } from './pdf-table';
import { loadReportPeriod, requirePerson } from './report-scope';
import { loadLetterhead } from './letterhead';

export const GOAL_LIST_NAME = 'Quarterly Goal List';

type GoalRow = {
  owner_name: string;
  title: string;
  measurement: string;
  state: GoalState;
  parent_title: string | null;
  likelihood: number | null;
  quality: number | null;
  week_start_date: string | null;
  achieved: boolean | null;
};

type Scope = { periodId: number; userId: number };

// The quarter's goals the viewer may see (the goals area's visibleTo: private goals of others stay out), of one
// person or of everyone.
function listedWhere(w: ViewerWork, s: Scope): SQL {
  const visible = visibleTo(w.viewer) ?? sql`true`;
  const owner = s.userId > 0 ? sql`g.owner_id = ${s.userId}` : sql`true`;
  return sql`g.tenant_id = ${w.actor.tenantId} AND g.period_id = ${s.periodId} AND g.deleted_at IS NULL AND ${owner} AND ${visible}`;
}

/** Whether the list has a row: asked first, so that its warning is answered before any byte of a file is written. */
async function hasGoalRows(w: ViewerWork, s: Scope): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    w.tx,
    sql`SELECT EXISTS (SELECT 1 FROM goals g JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
                       WHERE ${listedWhere(w, s)}) AS found`,
  );
  return row?.found === true;
}

/** The listed goals with their latest update and result; a parent goal's title only when the viewer may see that goal too. */
function goalRowsQuery(w: ViewerWork, s: Scope): SQL {
  const visible = visibleTo(w.viewer) ?? sql`true`;
  const tenantId = w.actor.tenantId;
  return sql`WITH listed AS (
          SELECT g.id, g.tenant_id, g.parent_id, g.title, g.measurement, g.state, u.name AS owner_name
          FROM goals g JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
          WHERE ${listedWhere(w, s)})
        SELECT l.owner_name, l.title, l.measurement, l.state, s.likelihood, s.quality, s.week_start_date, r.completed AS achieved,
          (SELECT g.title FROM goals g JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
           WHERE g.tenant_id = ${tenantId} AND g.id = l.parent_id AND g.deleted_at IS NULL AND ${visible}) AS parent_title
        FROM listed l
        LEFT JOIN LATERAL (SELECT likelihood, quality, week_start_date FROM goal_statuses
          WHERE tenant_id = l.tenant_id AND goal_id = l.id ORDER BY week_start_date DESC LIMIT 1) s ON true
        LEFT JOIN LATERAL (SELECT completed FROM goal_results
          WHERE tenant_id = l.tenant_id AND goal_id = l.id ORDER BY (kind = 'manager') DESC LIMIT 1) r ON true
        ORDER BY lower(l.owner_name), lower(l.title), l.id`;
}

// The manager's review decides whether a goal was achieved; before it, the owner's own result.
const result = (r: GoalRow) => (r.achieved === null ? '' : r.achieved ? 'Yes' : 'No');
const num = (v: number | null) => (v === null ? null : Number(v));

const text: { header: string; width: number; value: (r: GoalRow) => string }[] = [
  { header: 'Owner', width: 24, value: (r) => r.owner_name },
  { header: 'Title', width: 40, value: (r) => r.title },
  { header: 'Measurement', width: 40, value: (r) => r.measurement },
  { header: 'State', width: 18, value: (r) => STATE_NAMES[r.state] ?? r.state },
  { header: 'Parent goal', width: 32, value: (r) => r.parent_title ?? '' },
];

const sheetColumns: SheetColumn<GoalRow>[] = [
  ...text,
  { header: 'Likelihood', width: 11, value: (r) => num(r.likelihood) },
  { header: 'Quality', width: 9, value: (r) => num(r.quality) },
  { header: 'Last update', width: 13, numFmt: DATE_FORMAT, value: (r) => (r.week_start_date ? new Date(r.week_start_date) : null) },
  { header: 'Achieved', width: 10, value: result },
];

const pdfColumns: PdfColumn<GoalRow>[] = [
  ...text.map((c) => ({ header: c.header, width: c.width >= 32 ? ('*' as const) : ('auto' as const), value: c.value })),
  { header: 'Likelihood', width: 'auto', value: (r) => String(r.likelihood ?? '') },
  { header: 'Quality', width: 'auto', value: (r) => String(r.quality ?? '') },
  { header: 'Achieved', width: 'auto', value: result },
];

async function scopeOf(w: ViewerWork, params: Scope) {
  const period = await loadReportPeriod(w, params.periodId);
  const person = params.userId > 0 ? await requirePerson(w, params.userId) : null;
  return { period, person, scope: { periodId: period.id, userId: params.userId }, name: `${GOAL_LIST_NAME} ${period.label}` };
}

/**
 * GET /report/goallist/excel/{periodId}/{userId} (report 4; user 0 everyone the viewer may see). The rows come from a
 * cursor and go into the sheet as they come: 50,000 goals take no more memory than 1,000.
 */
export async function getGoalListWorkbook(w: ViewerWork, params: Scope): Promise<{ bytes: Buffer; name: string }> {
  const { scope, name } = await scopeOf(w, params);
  if (!(await hasGoalRows(w, scope))) throw badRequest(NO_GOALS_TO_LIST);
  const rows = streamRows<GoalRow>(w.tx, goalRowsQuery(w, scope));
  return { bytes: await writeSheet({ sheetName: GOAL_LIST_NAME, columns: sheetColumns, rows, created: w.now }), name };
}

/** GET /report/goallist/pdf/{periodId}/{userId} (report 4): every listed goal, however many (a PDF is laid out whole). */
export async function getGoalListPdf(w: ViewerWork, params: Scope): Promise<{ bytes: Buffer; name: string }> {
  const { period, person, scope, name } = await scopeOf(w, params);
  const rows = await queryRows<GoalRow>(w.tx, goalRowsQuery(w, scope));
  if (rows.length === 0) throw badRequest(NO_GOALS_TO_LIST);
  const company = await loadLetterhead(w);
  const subtitle = `${period.label}${person ? `, goals of ${person.name}` : ''}: ${rows.length} goals`;
  return { bytes: await renderTablePdf({ title: GOAL_LIST_NAME, subtitle, company, columns: pdfColumns, rows }), name };
}
