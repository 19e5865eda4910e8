import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import type { Appraisal } from '../../../contract/talent';
import type { AppraisalUsers } from '../../../contract/reports';
import { APPRAISAL_NOT_FOUND } from '../../../domain/talent/appraisal-rules';
import type { TalentSettings } from '../settings/settings-service';
import { findAppraisalsAsSeen } from '../appraisals/appraisals-as-seen';
import { appraisedInScope } from './appraisal-report-scope';

type Printable = { id: number; user_id: number; name: string; parent_id: number | null; manager_name: string | null };

/** The completed appraisals of a quarter of the people in the viewer's scope, by name. */
function findCompleted(w: Work, periodId: number): Promise<Printable[]> {
  return queryRows<Printable>(
    w.tx,
    sql`SELECT a.id, u.id AS user_id, u.name, u.parent_id, m.name AS manager_name
        FROM appraisals a
        JOIN users u ON u.tenant_id = ${w.actor.tenantId} AND u.tenant_id = a.tenant_id AND u.id = a.user_id
        LEFT JOIN users m ON m.tenant_id = ${w.actor.tenantId} AND m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE a.tenant_id = ${w.actor.tenantId} AND a.period_id = ${periodId} AND a.state = 'completed'
          AND ${appraisedInScope(w)}
        ORDER BY lower(u.name), u.id`,
  );
}

/**
 * Whom the viewer may print in a quarter (the people in scope with a completed appraisal of it) and their managers
 * now, each by name (report 10's pickers).
 */
export async function findPrintableAppraisals(w: Work, periodId: number): Promise<AppraisalUsers> {
  const rows = await findCompleted(w, periodId);
  const byName = (a: { Name: string; Id: number }, b: { Name: string; Id: number }) =>
    a.Name.toLowerCase().localeCompare(b.Name.toLowerCase()) || a.Id - b.Id;
  const managers = new Map<number, string>();
  for (const r of rows) if (r.parent_id !== null) managers.set(r.parent_id, r.manager_name ?? '');
  return {
    users: rows.map((r) => ({ Id: r.user_id, Name: r.name, ManagerId: r.parent_id })),
    managers: [...managers].map(([Id, Name]) => ({ Id, Name })).sort(byName),
  };
}

/** Whose appraisals a print holds: one person's, or those of a manager's direct reports. */
export type PrintedPeople = { kind: 'person' | 'team'; userId: number };

/** A completed appraisal to print, as the viewer sees it, and the same person's completed one of the previous quarter. */
export type AppraisalPrint = { appraisal: Appraisal; previous: Appraisal | null };

/**
 * The completed appraisals of a quarter to print (the people in scope among `who`), by name, each with the same
 * person's completed one of the previous quarter when one is asked for: they are in scope as the person is. Every
 * appraisal is read as the viewer sees it (GET /talent/single's answer), all of them in one statement.
 */
export async function findAppraisalPrints(
  w: Work,
  q: { periodId: number; previousPeriodId: number | null; who: PrintedPeople; settings: TalentSettings },
): Promise<AppraisalPrint[]> {
  const who: SQL = q.who.kind === 'team' ? sql`u.parent_id = ${q.who.userId}` : sql`u.id = ${q.who.userId}`;
  const rows = await queryRows<{ id: number; previous_id: number | null }>(
    w.tx,
    // The previous quarter's as a scalar subquery, not a LEFT JOIN: with the outer join Citus planned the statement in
    // steps and refused the scope's recursive walk ('recursive CTEs are only supported when they contain a filter on
    // the distribution column').
    sql`SELECT a.id,
          (SELECT pa.id FROM appraisals pa
            WHERE pa.tenant_id = ${w.actor.tenantId} AND pa.tenant_id = a.tenant_id AND pa.user_id = a.user_id
              AND pa.period_id = ${q.previousPeriodId} AND pa.state = 'completed'
            ORDER BY pa.id LIMIT 1) AS previous_id
        FROM appraisals a
        JOIN users u ON u.tenant_id = ${w.actor.tenantId} AND u.tenant_id = a.tenant_id AND u.id = a.user_id
        WHERE a.tenant_id = ${w.actor.tenantId} AND a.period_id = ${q.periodId} AND a.state = 'completed'
          AND ${appraisedInScope(w)} AND ${who}
        ORDER BY lower(u.name), u.id`,
  );
  if (rows.length === 0) return [];
  const ids = rows.flatMap((r) => (r.previous_id === null ? [r.id] : [r.id, r.previous_id]));
  const seen = await findAppraisalsAsSeen(w, ids.map(Number), q.settings);
  const seenAs = (id: number) => {
    const appraisal = seen.get(Number(id));
    if (!appraisal) throw notFound(APPRAISAL_NOT_FOUND);
    return appraisal;
  };
  return rows.map((r) => ({ appraisal: seenAs(r.id), previous: r.previous_id === null ? null : seenAs(r.previous_id) }));
}
