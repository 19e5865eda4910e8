import { and, desc, eq, gte } from 'drizzle-orm';
import { pipelined, type Db } from '../db/client';
import type { Actor } from '../http/access';
import { periods } from '../db/schema';
import { ensurePeriods, tenantToday } from '../periods';
import { closesOn, isAppraisalQuarter, isOpenForAppraisals } from '../../domain/talent/appraisal-periods';
import { periodIndexOn } from '../../domain/periods';
import type { AppraisalPeriod } from '../../contract/talent';
import { loadTalentSettings, type CompanySchedule, type TalentSettings } from './settings/settings-service';

type QuarterRow = typeof periods.$inferSelect;

/** The company's stored quarters, newest first; only a company whose current one is missing writes them first. */
async function storedQuarters(tx: Db, company: CompanySchedule, today: string): Promise<QuarterRow[]> {
  const current = periodIndexOn(company.effectiveDate, today);
  const read = () =>
    tx
      .select()
      .from(periods)
      .where(and(eq(periods.tenantId, company.id), gte(periods.index, 0)))
      .orderBy(desc(periods.index));
  const rows = await read();
  if (current < 0 || rows.some((p) => p.index === current)) return rows;
  await ensurePeriods(tx, company, today);
  return read();
}

/** The quarters appraisals are held for (spec 001 §9), newest first, with whether new ones may still be started. */
function appraisalPeriodsOf(rows: QuarterRow[], settings: TalentSettings, today: string): AppraisalPeriod[] {
  const appraisal = { effectiveDate: settings.effectiveDate, graceWeeks: settings.GracePeriod };
  return rows
    .filter((p) => isAppraisalQuarter(p, appraisal, today))
    .map((p) => ({
      Id: p.id,
      StartDate: p.startDate,
      EndDate: p.endDate,
      Quarter: p.quarter,
      Year: p.year,
      EffectiveDate: settings.effectiveDate,
      IsOpen: isOpenForAppraisals(p, appraisal, today),
      ClosesOn: closesOn(p, appraisal),
    }));
}

/** The company's talent settings and its appraisal quarters, read together (one round trip on PostgreSQL). */
export async function loadTalentYear(tx: Db, actor: Actor, now: Date): Promise<{ settings: TalentSettings; periods: AppraisalPeriod[] }> {
  const company = { id: actor.tenantId, effectiveDate: actor.tenant.effectiveDate, timeZone: actor.tenant.timeZone };
  const today = tenantToday(company, now);
  const [settings, rows] = await pipelined(
    () => loadTalentSettings(tx, actor),
    () => storedQuarters(tx, company, today),
  );
  return { settings, periods: appraisalPeriodsOf(rows, settings, today) };
}
