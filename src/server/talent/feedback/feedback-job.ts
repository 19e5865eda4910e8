import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant-context';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/access';
import type { DomainEvent } from '../../events/bus';
import { FEEDBACK_REMINDER_DAYS, feedbackReminderOn } from '../../../domain/talent/appraisal-periods';
import type { AppraisalPeriod } from '../../../contract/talent';
import { tenantToday } from '../../periods';
import { loadTalentYear } from '../appraisal-periods';
import { loadReviewSettings } from '../reviews/review-settings';
import { questionsToAsk } from '../reviews/questions-queries';
import { dueOnOf } from './feedback-access';

const QUEUE = 'feedback-tick';
const COMPANIES_PER_PAGE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

type Company = { id: number; effective_date: string; time_zone: string };

// A system read across tenants (as the rhythm tick's): the active companies that hold appraisals.
const findCompanies = (db: Db, afterId: number) =>
  queryRows<Company>(
    db,
    sql`SELECT id, effective_date::text AS effective_date, time_zone FROM tenants
        WHERE deactivated_at IS NULL AND talent_enabled AND id > ${afterId} ORDER BY id LIMIT ${COMPANIES_PER_PAGE}`,
  );

/** The company's quarters as the talent rules read them need only its id, schedule and time zone, not a person. */
const asCompany = (c: Company) =>
  ({ tenantId: Number(c.id), tenant: { effectiveDate: c.effective_date, timeZone: c.time_zone } }) as unknown as Actor;

export type FeedbackTickResult = { upward: number; reminders: number };

/**
 * Each active person with an active manager is asked about that manager for the quarter (once: the request's unique
 * key), if they were with the company before it ended.
 */
async function askUpward(tx: Db, tenantId: number, q: AppraisalPeriod, now: Date) {
  const questions = await questionsToAsk(tx, tenantId, 'upward');
  return queryRows<{ id: number; subject_id: number; respondent_id: number }>(
    tx,
    sql`INSERT INTO feedback_requests (tenant_id, period_id, subject_id, respondent_id, kind, state, questions, requested_at, created_at, updated_at)
        SELECT u.tenant_id, ${q.Id}, u.parent_id, u.id, 'upward', 'requested', ${JSON.stringify(questions)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM users u JOIN users m ON m.tenant_id = ${tenantId} AND m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE u.tenant_id = ${tenantId} AND u.deactivated_at IS NULL AND m.deactivated_at IS NULL
          AND u.role_name NOT IN ('observer', 'ceo') AND u.created_at::date <= ${q.EndDate}::date
        ON CONFLICT (tenant_id, period_id, subject_id, kind, respondent_id) DO NOTHING
        RETURNING id, subject_id, respondent_id`,
  );
}

/**
 * Those asked who have not answered are reminded once, from the quarter's reminder day on, and only once they have had
 * the request for as many days as a reminder comes before the due date (a request made late is not reminded at once).
 */
const remind = (tx: Db, tenantId: number, q: AppraisalPeriod, now: Date) =>
  queryRows<{ id: number; subject_id: number; respondent_id: number; kind: string }>(
    tx,
    sql`UPDATE feedback_requests SET reminded_at = ${now.toISOString()}::timestamptz
        WHERE tenant_id = ${tenantId} AND period_id = ${q.Id} AND state = 'requested' AND reminded_at IS NULL AND kind IN ('peer', 'upward')
          AND requested_at <= ${new Date(now.getTime() - FEEDBACK_REMINDER_DAYS * DAY_MS).toISOString()}::timestamptz
        RETURNING id, subject_id, respondent_id, kind`,
  );

/** One company's feedback step in its own transaction; the events it makes are published after the commit. */
export async function feedbackStepOf(db: Db, c: Company, now: Date): Promise<DomainEvent[]> {
  const tenantId = Number(c.id);
  return withTenant(db, tenantId, async (tx) => {
    const settings = await loadReviewSettings(tx, tenantId);
    if (!settings.peerFeedbackOn && !settings.upwardFeedbackOn) return [];
    const { periods, settings: talent } = await loadTalentYear(tx, asCompany(c), now);
    const today = tenantToday(talent.company, now);
    const events: DomainEvent[] = [];
    const event = (
      type: 'feedback_requested' | 'feedback_reminder',
      q: AppraisalPeriod,
      r: { id: number; subject_id: number; respondent_id: number },
      data: Record<string, unknown>,
    ): DomainEvent => ({
      type,
      tenantId,
      // The job's own step: the respondent stands as its actor, and the notice names nobody.
      actorId: Number(r.respondent_id),
      recipientIds: [Number(r.respondent_id)],
      subjectId: Number(r.subject_id),
      periodId: q.Id,
      objectId: Number(r.id),
      at: now,
      data,
    });
    for (const q of periods.filter((p) => p.IsOpen)) {
      if (settings.upwardFeedbackOn) {
        for (const r of await askUpward(tx, tenantId, q, now)) events.push(event('feedback_requested', q, r, { kind: 'upward' }));
      }
      if (today >= feedbackReminderOn({ startDate: q.StartDate, endDate: q.EndDate })) {
        for (const r of await remind(tx, tenantId, q, now))
          events.push(event('feedback_reminder', q, r, { kind: r.kind, dueOn: dueOnOf(q) }));
      }
    }
    return events;
  });
}

/**
 * One company's step at once, outside the tick: when its talent admin saves the voices' settings with upward feedback
 * on, the reports are asked now rather than at the next tick (an hour later, where the tick is hourly).
 */
export async function feedbackStepNow(deps: Pick<Deps, 'database' | 'events' | 'now'>, actor: Actor): Promise<void> {
  const company = { id: actor.tenantId, effective_date: actor.tenant.effectiveDate, time_zone: actor.tenant.timeZone };
  for (const e of await feedbackStepOf(deps.database.db, company, deps.now())) deps.events.publish(e);
}

/** One look at every company: upward requests made, reminders sent. Safe to run again (unique keys, reminded_at). */
export async function runFeedbackTick(
  deps: Pick<Deps, 'database' | 'events' | 'now'>,
  warn: (m: string) => void,
): Promise<FeedbackTickResult> {
  const now = deps.now();
  const result: FeedbackTickResult = { upward: 0, reminders: 0 };
  for (let after = 0; ;) {
    const companies = await findCompanies(deps.database.db, after);
    if (companies.length === 0) break;
    after = Number(companies.at(-1)!.id);
    for (const c of companies) {
      const events = await feedbackStepOf(deps.database.db, c, now).catch((error: unknown) => {
        warn(`[feedback] company ${c.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      });
      for (const e of events) {
        if (e.type === 'feedback_requested') result.upward++;
        else result.reminders++;
        deps.events.publish(e);
      }
    }
  }
  return result;
}

/** Every instance asks the job queue for a tick per time slot; one worker runs it (as the rhythm tick, decision 074). */
export function startFeedbackJob(deps: Deps, o: { intervalMs: number; warn: (m: string) => void }): { stop: () => Promise<void> } {
  deps.jobs.define<{ slot: number }>(QUEUE, async () => {
    await runFeedbackTick(deps, o.warn);
  });
  const timer = setInterval(() => {
    const slot = Math.floor(deps.now().getTime() / o.intervalMs);
    deps.jobs.send(QUEUE, { slot }, `${QUEUE}:${slot}`).catch((error: unknown) => {
      o.warn(`[feedback] could not queue the feedback tick: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, o.intervalMs);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
