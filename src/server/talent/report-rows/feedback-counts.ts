import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { countFeedback, type FeedbackCounts } from '../../../domain/talent/calibration-feedback-counts';

export type { FeedbackCounts };

/**
 * The feedback about each of the people of a quarter (issue 34): peer and upward requests about them asked
 * (requested, declined or submitted; a nomination still waiting for the manager is not asked) and given (submitted),
 * and whether their own self-review is handed in. Counts only: never who answered or what.
 */
export async function findFeedbackCounts(
  tx: Db,
  tenantId: number,
  periodId: number,
  userIds: number[],
): Promise<Map<number, FeedbackCounts>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ subject_id: number; kind: string; state: string; n: number }>(
    tx,
    sql`SELECT f.subject_id, f.kind, f.state, count(*)::int AS n
        FROM feedback_requests f
        WHERE f.tenant_id = ${tenantId} AND f.period_id = ${periodId} AND f.subject_id = ANY(${sql.param(userIds)}::bigint[])
        GROUP BY 1, 2, 3`,
  );
  const bySubject = new Map<number, { kind: string; state: string; n: number }[]>();
  for (const r of rows) bySubject.set(Number(r.subject_id), [...(bySubject.get(Number(r.subject_id)) ?? []), r]);
  return new Map(userIds.map((id) => [id, countFeedback(bySubject.get(id) ?? [])]));
}
