import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import type { Db } from '../db/client';
import { periods, periodWeeks } from '../db/schema';
import { periodAt, periodIndexOn, todayIn, weekOn, weeksOf } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import type { Period, PeriodListEntry } from '../../contract/periods';
import type { PeriodCache } from '../deps';
import type { Work } from '../http/unit-of-work';
import { getTenant } from '../tenants';

export type Schedule = { id: number; effectiveDate: string; timeZone: string };

// How far ahead periods are stored: goals may be set up to five quarters ahead.
const QUARTERS_AHEAD = 5;

/** Stores the periods (and their 14 weeks) from the effective date up to a few quarters past `today`. */
export async function ensurePeriods(db: Db, tenant: Schedule, today: string): Promise<void> {
  const last = Math.max(periodIndexOn(tenant.effectiveDate, today), 0) + QUARTERS_AHEAD;
  const existing = await db
    .select({ index: periods.index })
    .from(periods)
    .where(and(eq(periods.tenantId, tenant.id), gte(periods.index, 0)));
  const have = new Set(existing.map((p) => p.index));
  for (let index = 0; index <= last; index++) {
    if (have.has(index)) continue;
    const p = periodAt(tenant.effectiveDate, index);
    const [row] = await db
      .insert(periods)
      .values({ tenantId: tenant.id, index, startDate: p.startDate, endDate: p.endDate, quarter: p.quarter, year: p.year })
      .onConflictDoNothing()
      .returning({ id: periods.id });
    if (!row) continue;
    await db.insert(periodWeeks).values(weeksOf(p).map((w) => ({ tenantId: tenant.id, periodId: row.id, ...w })));
  }
}

export const tenantToday = (tenant: Schedule, now: Date) => todayIn(ianaOf(tenant.timeZone), now);

const PERIOD_CACHE_LIMIT = 10_000;
export const createPeriodCache = (): PeriodCache => new Map();

/** The current period and week in the tenant's time zone; null before the schedule starts. */
export async function findCurrentPeriod(db: Db, tenant: Schedule, now: Date, cache?: PeriodCache): Promise<Period | null> {
  const today = tenantToday(tenant, now);
  const index = periodIndexOn(tenant.effectiveDate, today);
  if (index < 0) return null;
  const week = weekOn(periodAt(tenant.effectiveDate, index), today);
  const key = `${tenant.id}|${tenant.effectiveDate}|${index}|${week}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  let row = await findPeriodWeek(db, tenant.id, index, week);
  // Rows this transaction inserts are not cached: it may still roll back.
  const stored = row !== null;
  if (!row) {
    await ensurePeriods(db, tenant, today);
    row = await findPeriodWeek(db, tenant.id, index, week);
  }
  if (!row) return null;
  const { p, w } = row;
  const period: Period = {
    Id: p.id,
    Index: p.index,
    Quarter: p.quarter,
    Year: p.year,
    StartDate: p.startDate,
    EndDate: p.endDate,
    EffectiveDate: tenant.effectiveDate,
    WeekId: w.id,
    Week: week,
    WeekStartDate: w.startDate,
    WeekEndDate: w.endDate,
  };
  if (cache && stored) {
    if (cache.size >= PERIOD_CACHE_LIMIT) cache.clear();
    cache.set(key, Object.freeze(period));
  }
  return period;
}

/** A period and one of its weeks in one round trip. */
async function findPeriodWeek(db: Db, tenantId: number, index: number, week: number) {
  const [row] = await db
    .select({ p: periods, w: periodWeeks })
    .from(periods)
    .innerJoin(periodWeeks, and(sameTenant(periodWeeks.tenantId, periods.tenantId, tenantId), eq(periodWeeks.periodId, periods.id)))
    .where(and(eq(periods.tenantId, tenantId), eq(periods.index, index), eq(periodWeeks.week, week)));
  return row ?? null;
}

/** Every period that has started, plus the next few (goal quarters may be chosen ahead), oldest first. */
export async function listPeriods(db: Db, tenant: Schedule, now: Date): Promise<PeriodListEntry[]> {
  const today = tenantToday(tenant, now);
  const current = periodIndexOn(tenant.effectiveDate, today);
  await ensurePeriods(db, tenant, today);
  const rows = await db
    .select()
    .from(periods)
    .where(and(eq(periods.tenantId, tenant.id), lte(periods.index, Math.max(current, 0) + QUARTERS_AHEAD - 1)))
    .orderBy(asc(periods.index));
  return rows.map((p) => ({
    Id: p.id,
    Index: p.index,
    StartDate: p.startDate,
    EndDate: p.endDate,
    Quarter: p.quarter,
    Year: p.year,
    IsCurrent: p.index === current,
  }));
}

/** GET /periods: the company's quarters to choose from, and the current one. */
export async function getPeriods({ tx, actor, now }: Work): Promise<{ Periods: PeriodListEntry[]; Current: Period | null }> {
  const t = await getTenant(tx, actor.tenantId);
  const schedule = { id: t.id, effectiveDate: t.effectiveDate, timeZone: t.timeZone };
  return { Periods: await listPeriods(tx, schedule, now), Current: await findCurrentPeriod(tx, schedule, now) };
}
