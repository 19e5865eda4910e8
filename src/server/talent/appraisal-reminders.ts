import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Actor } from '../http/access';
import { tenantToday } from '../periods';
import { quarterLabel } from '../../domain/periods';
import { isEligible } from '../../domain/talent/appraisal-periods';
import { loadTalentYear } from './appraisal-periods';
import { findFeedbackReminders, type FeedbackReminder } from './feedback/feedback-reminders';
import { personOf, type ReminderRow, type TalentReminder } from './reminder-rows';

/** What a talent reminder on the dashboard says: about whom, which quarter, and where it opens. */
export type AppraisalReminder = TalentReminder<'StartAppraisal' | 'SignAppraisal' | 'CountersignAppraisal' | FeedbackReminder['type']>;

type Row = ReminderRow & { quarter: number; year: number };

/**
 * The viewer's appraisal work: start one for each active direct report (invited people have not joined yet) in each
 * quarter still open for them, sign
 * what was shared with them, countersign what a report signed; and the other voices' steps (findFeedbackReminders).
 * Nothing when the company has talent off.
 */
export async function findAppraisalReminders(tx: Db, actor: Actor, now: Date): Promise<AppraisalReminder[]> {
  const t = actor.tenantId;
  const [on] = await queryRows<{ on: boolean }>(tx, sql`SELECT talent_enabled AS on FROM tenants WHERE id = ${t}`);
  if (!on?.on || actor.roleName === 'observer') return [];
  const { settings, periods } = await loadTalentYear(tx, actor, now);
  const open = periods.filter((p) => p.IsOpen);
  const reminders: AppraisalReminder[] = [];

  const waiting = await queryRows<Row & { state: string }>(
    tx,
    sql`SELECT a.id, a.user_id, a.state, u.name, u.job_title, u.avatar_key, a.period_id, p.quarter, p.year,
               CASE a.state WHEN 'shared' THEN a.shared_at ELSE a.acknowledged_at END AS at
        FROM appraisals a
        JOIN users u ON u.tenant_id = ${t} AND u.tenant_id = a.tenant_id AND u.id = a.user_id
        JOIN periods p ON p.tenant_id = ${t} AND p.tenant_id = a.tenant_id AND p.id = a.period_id
        WHERE a.tenant_id = ${t} AND ((a.state = 'shared' AND a.user_id = ${actor.userId})
           OR (a.state = 'acknowledged' AND u.parent_id = ${actor.userId}))
        ORDER BY at, a.id`,
  );
  for (const r of waiting) {
    const mine = Number(r.user_id) === actor.userId;
    reminders.push({
      type: mine ? 'SignAppraisal' : 'CountersignAppraisal',
      key: `${mine ? 'SignAppraisal' : 'CountersignAppraisal'}-${r.id}`,
      id: Number(r.id),
      title: mine ? `Your ${quarterLabel(r)} appraisal` : `${r.name}'s ${quarterLabel(r)} appraisal`,
      quarter: quarterLabel(r),
      periodId: Number(r.period_id),
      user: mine ? null : personOf(r),
      link: `/v3/talent/appraisal/${r.id}`,
      createdAt: r.at,
    });
  }

  // The other voices' steps (issue 34): a self-review to write, feedback to give, peers to approve.
  reminders.push(...(await findFeedbackReminders(tx, actor, open)));
  if (open.length === 0) return reminders;
  const reports = await queryRows<Row & { created_at: Date; started: number[] | null }>(
    tx,
    sql`SELECT u.id AS user_id, u.name, u.job_title, u.avatar_key, u.created_at,
               (SELECT array_agg(a.period_id) FROM appraisals a WHERE a.tenant_id = ${t} AND a.tenant_id = u.tenant_id AND a.user_id = u.id) AS started
        FROM users u
        WHERE u.tenant_id = ${t} AND u.parent_id = ${actor.userId} AND u.deactivated_at IS NULL AND u.invitation_accepted_at IS NOT NULL
          AND u.role_name NOT IN ('ceo', 'observer')
        ORDER BY lower(u.name), u.id`,
  );
  for (const p of open) {
    for (const r of reports) {
      const started = new Set((r.started ?? []).map(Number));
      if (
        started.has(p.Id) ||
        !isEligible(tenantToday(settings.company, new Date(r.created_at)), { startDate: p.StartDate, endDate: p.EndDate })
      )
        continue;
      const quarter = quarterLabel({ quarter: p.Quarter, year: p.Year });
      reminders.push({
        type: 'StartAppraisal',
        key: `StartAppraisal-${r.user_id}-${p.Id}`,
        id: Number(r.user_id),
        title: `${r.name}'s ${quarter} appraisal`,
        quarter,
        periodId: p.Id,
        user: personOf(r),
        link: `/v3/talent/${p.Id}/${actor.userId}`,
        createdAt: null,
      });
    }
  }
  return reminders;
}
