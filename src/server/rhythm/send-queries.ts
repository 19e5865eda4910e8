import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

// The ledger of the weekly follow-up (rhythm_sends): one row a message and week, whose unique key (tenant, week, kind,
// recipient, person it is about; NULLS NOT DISTINCT) lets one instance alone win each message (decision 074).

/**
 * What a row records. Messages: 'reminder' (to the person), 'summary' (to a manager), 'escalation' (to the manager
 * about a person), 'escalation_skip' (to the manager's manager), 'chat_summary' (the company's chats, no recipient).
 * Facts: 'week' (the company's follow-up of the week is taken), 'missed' (the person had given no update by then).
 */
export type SendKind = 'reminder' | 'summary' | 'escalation' | 'escalation_skip' | 'chat_summary' | 'week' | 'missed';

export type SendRow = { userId: number | null; aboutUserId: number | null };

/**
 * Inserts the rows another instance has not (ON CONFLICT DO NOTHING) and answers those this call won: the caller sends
 * exactly these, in the same transaction. Another instance inserting the same key waits for this one to commit.
 */
export async function claimSends(
  tx: Db,
  tenantId: number,
  weekStart: string,
  kind: SendKind,
  rows: SendRow[],
  now: Date,
): Promise<SendRow[]> {
  if (rows.length === 0) return [];
  const users = rows.map((r) => r.userId);
  const about = rows.map((r) => r.aboutUserId);
  const won = await queryRows<{ user_id: number | null; about_user_id: number | null }>(
    tx,
    sql`INSERT INTO rhythm_sends (tenant_id, week_start, kind, user_id, about_user_id, created_at)
        SELECT ${tenantId}, ${weekStart}::date, ${kind}, r.user_id, r.about_user_id, ${now.toISOString()}::timestamptz
        FROM unnest(${sql.param(users)}::bigint[], ${sql.param(about)}::bigint[]) AS r(user_id, about_user_id)
        ON CONFLICT ON CONSTRAINT rhythm_sends_once_key DO NOTHING
        RETURNING user_id, about_user_id`,
  );
  return won.map((r) => ({
    userId: r.user_id === null ? null : Number(r.user_id),
    aboutUserId: r.about_user_id === null ? null : Number(r.about_user_id),
  }));
}

/** The companies (of `weeks`) whose follow-up of the week given for each is already taken (a system read across tenants). */
export async function findWeeksTaken(db: Db, weeks: { tenantId: number; weekStart: string }[]): Promise<Set<number>> {
  if (weeks.length === 0) return new Set();
  const rows = await queryRows<{ tenant_id: number; week_start: string }>(
    db,
    sql`SELECT tenant_id, week_start::text AS week_start FROM rhythm_sends
        WHERE tenant_id = ANY(${sql.param(weeks.map((w) => w.tenantId))}::bigint[])
          AND week_start = ANY(${sql.param([...new Set(weeks.map((w) => w.weekStart))])}::date[])
          AND kind = 'week' AND user_id IS NULL AND about_user_id IS NULL`,
  );
  const wanted = new Set(weeks.map((w) => `${w.tenantId}|${w.weekStart}`));
  return new Set(rows.filter((r) => wanted.has(`${Number(r.tenant_id)}|${r.week_start}`)).map((r) => Number(r.tenant_id)));
}

export type HistoryRow = { kind: SendKind; user_id: number | null; about_user_id: number | null; week_start: string };

/** The missed weeks of `personIds` and the escalations about them from `fromWeek` to `toWeek` (rhythm_sends_once_key). */
export function findHistory(
  tx: Db,
  tenantId: number,
  personIds: number[],
  range: { fromWeek: string; toWeek: string },
): Promise<HistoryRow[]> {
  if (personIds.length === 0) return Promise.resolve([]);
  const ids = sql.param(personIds);
  return queryRows<HistoryRow>(
    tx,
    sql`SELECT kind, user_id, about_user_id, week_start::text AS week_start FROM rhythm_sends
        WHERE tenant_id = ${tenantId} AND week_start BETWEEN ${range.fromWeek}::date AND ${range.toWeek}::date
          AND ((kind = 'missed' AND user_id = ANY(${ids}::bigint[]))
            OR (kind IN ('escalation', 'escalation_skip') AND about_user_id = ANY(${ids}::bigint[])))`,
  );
}
