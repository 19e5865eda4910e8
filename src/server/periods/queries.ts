import { and, asc, between, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { periods, periodWeeks } from '../db/schema';

/** What a call naming a quarter that the company does not have is told (404). */
export const PERIOD_NOT_FOUND = 'This quarter was not found.';

export async function periodExists(tx: Db, tenantId: number, periodId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), eq(periods.id, periodId)));
  return row !== undefined;
}

export type PeriodRow = { id: number; startDate: string; endDate: string; quarter: number; year: number };

/** The company's quarter by id, or null (another company's, or none). */
export async function findPeriod(tx: Db, tenantId: number, periodId: number): Promise<PeriodRow | null> {
  const [p] = await tx
    .select({ id: periods.id, startDate: periods.startDate, endDate: periods.endDate, quarter: periods.quarter, year: periods.year })
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), eq(periods.id, periodId)));
  return p ?? null;
}

/** The ids of the company's quarters that start from `fromStart` to `toStart`, both included. */
export async function findPeriodIdsBetween(tx: Db, tenantId: number, fromStart: string, toStart: string): Promise<number[]> {
  const rows = await tx
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), between(periods.startDate, fromStart, toStart)));
  return rows.map((p) => p.id);
}

/**
 * The start of the quarter's week that lateness is measured from: the week of `today`, its last week once the quarter
 * is over, its first before it starts; `today` when the quarter has no weeks.
 */
export async function findReferenceWeekStart(tx: Db, tenantId: number, periodId: number, today: string): Promise<string> {
  const [week] = await queryRows<{ start_date: string }>(
    tx,
    sql`SELECT start_date FROM period_weeks WHERE tenant_id = ${tenantId} AND period_id = ${periodId}
        ORDER BY (start_date <= ${today}::date) DESC, CASE WHEN start_date <= ${today}::date THEN start_date END DESC, start_date
        LIMIT 1`,
  );
  return String(week?.start_date ?? today);
}

export type WeekRow = { id: number; week: number; startDate: string; endDate: string };

/** The weeks of the company's quarter, first to last. */
export const findPeriodWeeks = (tx: Db, tenantId: number, periodId: number): Promise<WeekRow[]> =>
  tx
    .select({ id: periodWeeks.id, week: periodWeeks.week, startDate: periodWeeks.startDate, endDate: periodWeeks.endDate })
    .from(periodWeeks)
    .where(and(eq(periodWeeks.tenantId, tenantId), eq(periodWeeks.periodId, periodId)))
    .orderBy(asc(periodWeeks.week));
