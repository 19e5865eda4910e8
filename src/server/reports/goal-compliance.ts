import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { badRequest } from '../errors';
import type { Work } from '../http/unit-of-work';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import { userStatus } from '../../domain/user-status';
import { NO_PAST_QUARTER, NO_PRIOR_WEEK, NOBODY_MISSING, type ComplianceMode } from '../../domain/reports/report-access';
import { DATE_FORMAT, writeSheet, type SheetColumn } from './xlsx-sheet';
import { loadReportPeriod, peopleInScope, type ReportPeriod } from './report-scope';

export const COMPLIANCE_NAME = 'Goal Compliance List';

type Row = {
  name: string;
  email: string;
  job_title: string | null;
  org_unit: string | null;
  manager_name: string | null;
  invitation_accepted_at: string | null;
  /** Mode 1: when they were added; mode 2: the week's start; mode 3: the quarter's end. */
  day: string | Date;
  /** Modes 2 and 3: how many goals lack the update or the finalization. */
  goals: number;
};

const person = (w: Work, extra: SQL, day: SQL, goals: SQL) => sql`
  SELECT u.name, u.email, u.job_title, u.org_unit, m.name AS manager_name, u.invitation_accepted_at, ${day} AS day, ${goals} AS goals
  FROM users u LEFT JOIN users m ON m.tenant_id = u.tenant_id AND m.id = u.parent_id
  WHERE ${peopleInScope(w)} AND ${extra}
  ORDER BY lower(u.name), u.id`;

const goalsOf = (p: ReportPeriod, where: SQL) =>
  sql`FROM goals g WHERE g.tenant_id = u.tenant_id AND g.owner_id = u.id AND g.period_id = ${p.id} AND g.deleted_at IS NULL AND ${where}`;

// Goals that are tracked week by week once approved; a shelved goal needs no more updates.
const TRACKED = sql`g.state NOT IN ('draft', 'review', 'shelved')`;
const OPEN = sql`g.state NOT IN ('finalized', 'shelved')`;

/** The week before the one `today` falls in, within the quarter: the last finished week (spec 001 §9 'prior week shown'). */
async function priorWeek(w: Work, p: ReportPeriod, today: string): Promise<{ id: number; start: string }> {
  const [week] = await queryRows<{ id: number; start_date: string }>(
    w.tx,
    sql`SELECT id, start_date FROM period_weeks WHERE tenant_id = ${w.actor.tenantId} AND period_id = ${p.id} AND end_date < ${today}::date
        ORDER BY week DESC LIMIT 1`,
  );
  if (!week) throw badRequest(NO_PRIOR_WEEK, 'periodId');
  return { id: Number(week.id), start: String(week.start_date) };
}

async function findRows(w: Work, mode: ComplianceMode, p: ReportPeriod, today: string): Promise<Row[]> {
  if (mode === '1') return queryRows<Row>(w.tx, person(w, sql`NOT EXISTS (SELECT 1 ${goalsOf(p, sql`true`)})`, sql`u.created_at`, sql`0`));
  if (mode === '2') {
    const week = await priorWeek(w, p, today);
    const missing = goalsOf(
      p,
      sql`${TRACKED} AND NOT EXISTS (SELECT 1 FROM goal_statuses s WHERE s.tenant_id = g.tenant_id AND s.goal_id = g.id AND s.week_id = ${week.id})`,
    );
    return queryRows<Row>(
      w.tx,
      person(w, sql`EXISTS (SELECT 1 ${missing})`, sql`${week.start}::date`, sql`(SELECT count(*)::int ${missing})`),
    );
  }
  // Goals are finalized after their quarter; before it ends nothing is late yet.
  if (p.endDate >= today) throw badRequest(NO_PAST_QUARTER, 'periodId');
  const open = goalsOf(p, OPEN);
  return queryRows<Row>(w.tx, person(w, sql`EXISTS (SELECT 1 ${open})`, sql`${p.endDate}::date`, sql`(SELECT count(*)::int ${open})`));
}

const columnsOf = (mode: ComplianceMode): SheetColumn<Row>[] => [
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Email', width: 34, value: (r) => r.email },
  { header: 'Job title', width: 26, value: (r) => r.job_title ?? '' },
  { header: 'Department', width: 20, value: (r) => r.org_unit ?? '' },
  { header: 'Manager', width: 26, value: (r) => r.manager_name ?? '' },
  ...(mode === '1'
    ? [
        {
          header: 'Status',
          width: 12,
          value: (r: Row) =>
            userStatus({ DeactivatedAt: null, InvitationAcceptedAt: r.invitation_accepted_at && String(r.invitation_accepted_at) }),
        },
        { header: 'Added on', width: 12, numFmt: DATE_FORMAT, value: (r: Row) => new Date(r.day) },
      ]
    : [
        { header: mode === '2' ? 'Week starting' : 'Quarter ended', width: 14, numFmt: DATE_FORMAT, value: (r: Row) => new Date(r.day) },
        { header: mode === '2' ? 'Goals without an update' : 'Goals not finalized', width: 22, value: (r: Row) => Number(r.goals) },
      ]),
];

const SHEET_NAMES: Record<ComplianceMode, string> = { '1': 'No goals', '2': 'No weekly update', '3': 'Not finalized' };

/**
 * GET /report/usercomlience/{mode}/{periodId} (report 2): the people in the viewer's scope (report-scope.ts) who have
 * no goals in the quarter (1), missed the weekly update of the prior week (2), or have goals not finalized after the
 * quarter ended (3). Nothing to report is a 400 with the reason, never an empty file.
 */
export async function getComplianceList(
  w: Work,
  params: { mode: ComplianceMode; periodId: number },
): Promise<{ bytes: Buffer; name: string }> {
  const p = await loadReportPeriod(w, params.periodId);
  const today = todayIn(ianaOf(w.actor.tenant.timeZone), w.now);
  const rows = await findRows(w, params.mode, p, today);
  if (rows.length === 0) throw badRequest(NOBODY_MISSING[params.mode]);
  const bytes = await writeSheet({ sheetName: SHEET_NAMES[params.mode], columns: columnsOf(params.mode), rows, created: w.now });
  return { bytes, name: `${COMPLIANCE_NAME} ${p.label}` };
}
