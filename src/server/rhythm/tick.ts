import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Deps } from '../deps';
import { tenantUrl } from '../auth';
import { ianaOf } from '../../domain/time-zones';
import { DEFAULT_RHYTHM, type RhythmRules } from '../../domain/rhythm/settings';
import { dueWeekOf, type CompanyWeek } from '../../domain/rhythm/schedule';
import { postToCompanyChats } from '../chat';
import type { CreatedNotification } from '../notifications';
import { findWeeksTaken } from './send-queries';
import { followUpCompany, type FollowUpCompany, type FollowUpCounts } from './follow-up';
import { companySummaryMessage } from './company-summary';

/** Companies looked at a page at a time. */
const COMPANIES_PER_PAGE = 200;

type CompanyRow = {
  id: number;
  name: string;
  subdomain: string;
  time_zone: string;
  effective_date: string;
  goal_type: string;
  default_language: string;
};

type RulesRow = {
  tenant_id: number;
  update_weekday: number;
  send_hour: number;
  reminders_on: boolean;
  manager_after_weeks: number;
  skip_level_after_weeks: number;
};

// System reads across tenants (as the digest's): which companies there are, and their follow-up settings.
const findCompanies = (db: Db, afterId: number) =>
  queryRows<CompanyRow>(
    db,
    sql`SELECT id, name, subdomain, time_zone, effective_date::text AS effective_date, goal_type, default_language
        FROM tenants WHERE deactivated_at IS NULL AND id > ${afterId} ORDER BY id LIMIT ${COMPANIES_PER_PAGE}`,
  );

async function findRulesOf(db: Db, tenantIds: number[]): Promise<Map<number, RhythmRules>> {
  const rows = await queryRows<RulesRow>(
    db,
    sql`SELECT tenant_id, update_weekday, send_hour, reminders_on, manager_after_weeks, skip_level_after_weeks
        FROM rhythm_settings WHERE tenant_id = ANY(${sql.param(tenantIds)}::bigint[])`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.tenant_id),
      {
        updateWeekday: r.update_weekday,
        sendHour: r.send_hour,
        remindersOn: r.reminders_on,
        managerAfterWeeks: r.manager_after_weeks,
        skipLevelAfterWeeks: r.skip_level_after_weeks,
      },
    ]),
  );
}

export type TickOptions = {
  warn: (message: string) => void;
  /** Passes each notification stored to its recipient's open screens (the live channel), after the commit. */
  notify?: (created: CreatedNotification) => void;
};

export type TickResult = FollowUpCounts & { companies: number; chats: number };

/**
 * One look at every company: those whose weekly follow-up is due at `deps.now()` (their weekday and hour have come in
 * their current week) and not yet taken get it, each in its own tenant transaction. Safe on any number of instances
 * at once (followUpCompany takes each company's week once). A company that fails is tried again at the next tick.
 */
export async function runRhythmTick(deps: Pick<Deps, 'database' | 'config' | 'now' | 'jobs'>, o: TickOptions): Promise<TickResult> {
  const db = deps.database.db;
  const now = deps.now();
  const result: TickResult = { companies: 0, chats: 0, reminders: 0, summaries: 0, escalations: 0, skipLevel: 0 };
  for (let after = 0; ;) {
    const companies = await findCompanies(db, after);
    if (companies.length === 0) break;
    after = Number(companies.at(-1)!.id);
    const rules = await findRulesOf(
      db,
      companies.map((c) => Number(c.id)),
    );
    const due = companies.flatMap((c) => {
      const company: FollowUpCompany = {
        id: Number(c.id),
        name: c.name,
        subdomain: c.subdomain,
        timeZone: c.time_zone,
        effectiveDate: c.effective_date,
        goalType: c.goal_type,
        defaultLanguage: c.default_language,
        rules: rules.get(Number(c.id)) ?? DEFAULT_RHYTHM,
      };
      const week = dueWeekOf({ effectiveDate: company.effectiveDate, ianaZone: ianaOf(company.timeZone) }, company.rules, now);
      return week ? [{ company, week }] : [];
    });
    const taken = await findWeeksTaken(
      db,
      due.map((d) => ({ tenantId: d.company.id, weekStart: d.week.startDate })),
    );
    for (const d of due.filter((d) => !taken.has(d.company.id))) {
      await followUp(deps, d, now, o, result).catch((error: unknown) =>
        o.warn(`[rhythm] weekly follow-up of company ${d.company.id} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }
  return result;
}

async function followUp(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  d: { company: FollowUpCompany; week: CompanyWeek },
  now: Date,
  o: TickOptions,
  result: TickResult,
): Promise<void> {
  const done = await followUpCompany(deps.database.db, d.company, d.week, { now, chat: true });
  if (!done) return;
  result.companies++;
  result.reminders += done.reminders;
  result.summaries += done.summaries;
  result.escalations += done.escalations;
  result.skipLevel += done.skipLevel;
  for (const created of done.notified) o.notify?.(created);
  // Queued after the commit that claimed it (the chat area posts to each webhook the company has, none: nothing): a
  // queueing that fails misses this week's summary, never sends it twice.
  if (done.company && done.week) {
    const message = companySummaryMessage({
      companyName: d.company.name,
      language: d.company.defaultLanguage,
      week: done.week,
      counts: done.company,
      url: tenantUrl(deps.config, d.company.subdomain, '/v3/home'),
    });
    await postToCompanyChats(deps, d.company.id, message).then(
      () => void result.chats++,
      (error: unknown) =>
        o.warn(`[rhythm] weekly chat summary of company ${d.company.id} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
