import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { quarterLabel } from '../../../domain/periods';
import type { AppraisalPeriod } from '../../../contract/talent';
import { loadReviewSettings } from '../reviews/review-settings';
import { personOf, type ReminderRow, type TalentReminder } from '../reminder-rows';

/** A step of the appraisal's other voices waiting for the viewer (issue 34), as the dashboard lists it. */
export type FeedbackReminder = TalentReminder<'SelfReview' | 'GiveFeedback' | 'ApprovePeers'>;

/**
 * In the quarters open for appraisals: the feedback the viewer is asked and has not given, the reports whose named peers
 * wait for the viewer, and the viewer's own self-review while the company asks for one and it is not handed in.
 */
export async function findFeedbackReminders(tx: Db, actor: Actor, open: AppraisalPeriod[]): Promise<FeedbackReminder[]> {
  if (open.length === 0) return [];
  const settings = await loadReviewSettings(tx, actor.tenantId);
  const t = actor.tenantId;
  const periodIds = open.map((p) => p.Id);
  const quarterOf = (periodId: number) => {
    const p = open.find((q) => q.Id === Number(periodId))!;
    return quarterLabel({ quarter: p.Quarter, year: p.Year });
  };
  const reminders: FeedbackReminder[] = [];

  if (settings.selfReviewOn && actor.roleName !== 'ceo') {
    const done = await queryRows<{ period_id: number }>(
      tx,
      sql`SELECT period_id FROM feedback_requests WHERE tenant_id = ${t} AND subject_id = ${actor.userId} AND respondent_id = ${actor.userId}
          AND kind = 'self' AND state = 'submitted' AND period_id = ANY(${sql.param(periodIds)}::bigint[])`,
    );
    for (const p of open.filter((q) => !done.some((d) => Number(d.period_id) === q.Id))) {
      const quarter = quarterOf(p.Id);
      reminders.push({
        type: 'SelfReview',
        key: `SelfReview-${p.Id}`,
        id: p.Id,
        title: `Your ${quarter} self-review`,
        quarter,
        periodId: p.Id,
        user: null,
        link: '/v3/talent/myappraisal',
        createdAt: null,
      });
    }
  }

  const asked = await queryRows<ReminderRow & { kind: string }>(
    tx,
    sql`SELECT f.id, f.kind, f.subject_id AS user_id, u.name, u.job_title, u.avatar_key, f.period_id, f.requested_at AS at
        FROM feedback_requests f JOIN users u ON u.tenant_id = ${t} AND u.tenant_id = f.tenant_id AND u.id = f.subject_id
        WHERE f.tenant_id = ${t} AND f.respondent_id = ${actor.userId} AND f.state = 'requested' AND f.kind IN ('peer', 'upward')
          AND f.period_id = ANY(${sql.param(periodIds)}::bigint[])
        ORDER BY f.requested_at, f.id`,
  );
  for (const r of asked) {
    reminders.push({
      type: 'GiveFeedback',
      key: `GiveFeedback-${r.id}`,
      id: Number(r.id),
      title: `Feedback about ${r.name}`,
      quarter: quarterOf(r.period_id),
      periodId: Number(r.period_id),
      user: personOf(r),
      link: `/v3/talent/feedback/${r.id}`,
      createdAt: r.at,
    });
  }

  const nominated = await queryRows<ReminderRow>(
    tx,
    sql`SELECT min(f.id) AS id, u.id AS user_id, u.name, u.job_title, u.avatar_key, f.period_id, min(f.created_at) AS at
        FROM feedback_requests f JOIN users u ON u.tenant_id = ${t} AND u.tenant_id = f.tenant_id AND u.id = f.subject_id
        WHERE f.tenant_id = ${t} AND u.parent_id = ${actor.userId} AND u.deactivated_at IS NULL AND f.state = 'nominated' AND f.kind = 'peer'
          AND f.period_id = ANY(${sql.param(periodIds)}::bigint[])
        GROUP BY u.id, u.name, u.job_title, u.avatar_key, f.period_id
        ORDER BY lower(u.name), u.id`,
  );
  for (const r of nominated) {
    reminders.push({
      type: 'ApprovePeers',
      key: `ApprovePeers-${r.user_id}-${r.period_id}`,
      id: Number(r.user_id),
      title: `Peers for ${r.name}'s feedback`,
      quarter: quarterOf(r.period_id),
      periodId: Number(r.period_id),
      user: personOf(r),
      link: '/v3/talent/feedback',
      createdAt: r.at,
    });
  }
  return reminders;
}
