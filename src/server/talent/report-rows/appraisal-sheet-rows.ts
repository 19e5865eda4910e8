import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Work } from '../../http/unit-of-work';
import { quarterLabel } from '../../../domain/periods';
import type { AppraisalState } from '../../../domain/talent/states';
import { loadTalentYear } from '../appraisal-periods';
import { resolveScope } from '../overview/overview-scope';
import { findScopeRows } from '../overview/overview-queries';
import { appraisalScope, appraisedInScope } from './appraisal-report-scope';
import { findFeedbackCounts, type FeedbackCounts } from './feedback-counts';

/** An appraisal of the employee appraisals report (6), ratings included. */
export type AppraisalSheetRow = {
  name: string;
  job_title: string | null;
  manager_name: string | null;
  reviewer_name: string;
  quarter: number;
  year: number;
  state: AppraisalState;
  rating_scale: number;
  primary_rating: number;
  primary_label: string;
  secondary_rating: number;
  secondary_label: string;
  tertiary_rating: number | null;
  tertiary_label: string | null;
  created_at: string | Date;
  shared_at: string | Date | null;
  acknowledged_at: string | Date | null;
  completed_at: string | Date | null;
  updated_at: string | Date;
};

/**
 * The appraisals of the people in the viewer's scope, of one quarter or of all (null), newest quarter first, then by
 * name. Ratings included: everyone in scope is below the viewer or the viewer is an HR admin, and both see the ratings
 * of an appraisal they may see (domain/talent/appraisal-rules ratingsVisible).
 */
export function findAppraisalSheetRows(w: Work, periodId: number | null): Promise<AppraisalSheetRow[]> {
  const t = w.actor.tenantId;
  const period = periodId === null ? sql`true` : sql`a.period_id = ${periodId}`;
  return queryRows<AppraisalSheetRow>(
    w.tx,
    sql`SELECT u.name, u.job_title, m.name AS manager_name, rv.name AS reviewer_name, p.quarter, p.year,
          a.state, a.rating_scale, a.primary_rating, a.primary_label, a.secondary_rating, a.secondary_label, a.tertiary_rating,
          a.tertiary_label, a.created_at, a.shared_at, a.acknowledged_at, a.completed_at, a.updated_at
        FROM appraisals a
        JOIN users u ON u.tenant_id = ${t} AND u.tenant_id = a.tenant_id AND u.id = a.user_id
        JOIN periods p ON p.tenant_id = ${t} AND p.tenant_id = a.tenant_id AND p.id = a.period_id
        JOIN users rv ON rv.tenant_id = ${t} AND rv.tenant_id = a.tenant_id AND rv.id = a.reviewer_id
        LEFT JOIN users m ON m.tenant_id = ${t} AND m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE a.tenant_id = ${t} AND ${period} AND ${appraisedInScope(w)}
        ORDER BY p.start_date DESC, lower(u.name), u.id`,
  );
}

/**
 * A person of the appraisal compliance report (7): who, their manager and reviewer, how far their appraisal is, and the
 * feedback asked and given about them (issue 34).
 */
export type AppraisalComplianceRow = Awaited<ReturnType<typeof findScopeRows>>[number] & { quarter: string; feedback: FeedbackCounts };

/**
 * Everyone in the viewer's scope who is appraised for the quarter (the talent overview's people and query, its
 * compliance spreadsheet's rows), with their appraisal; of the chosen quarter, or (null) of every appraisal quarter,
 * newest first. A company quarter that is not (yet) an appraisal quarter has nobody to appraise: no rows.
 */
export async function findAppraisalComplianceRows(w: Work, periodId: number | null): Promise<AppraisalComplianceRow[]> {
  const { periods } = await loadTalentYear(w.tx, w.actor, w.now);
  const quarters = periodId === null ? periods : periods.filter((p) => p.Id === periodId);
  const scope = appraisalScope(w);
  const path = scope.kind === 'organisation' ? { b: 0, c: 1 } : { b: scope.userId, c: 1 };
  const rows: AppraisalComplianceRow[] = [];
  for (const q of quarters) {
    const { query } = await resolveScope(w, { a: q.Id, ...path });
    const quarter = quarterLabel({ quarter: q.Quarter, year: q.Year });
    const people = await findScopeRows(w.tx, query!);
    const feedback = await findFeedbackCounts(
      w.tx,
      w.actor.tenantId,
      q.Id,
      people.map((r) => Number(r.id)),
    );
    for (const r of people) rows.push({ ...r, quarter, feedback: feedback.get(Number(r.id))! });
  }
  return rows;
}
