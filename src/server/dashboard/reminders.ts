import type { Db } from '../db/client';
import { createGoalsDue, getsReminders, REMINDER_TEXTS, type ReminderType } from '../../domain/dashboard/reminders';
import type { Reminder, Reminders } from '../../contract/dashboard';
import { findCreateGoalPeriods, findGoalReminders, type GoalReminderRow, type ReminderScope } from './reminder-queries';
import { avatarUrl } from '../auth';
import type { Viewer, ViewerWork } from '../goals';
import { findAppraisalReminders, type AppraisalReminder } from '../talent';
import { findActionItemReminders, type ActionItemReminder } from '../action-items';
import { quarterLabel, usDate } from '../../domain/periods';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function reminder(type: ReminderType, r: Omit<Reminder, 'Type' | 'Prefix' | 'ButtonText' | 'Key'>): Reminder {
  return { Key: `${type}-${r.Id}`, Type: type, ...REMINDER_TEXTS[type], ...r };
}

function goalReminder(row: GoalReminderRow, viewer: Viewer): Reminder {
  const own = row.owner_id === viewer.userId;
  return reminder(row.kind, {
    Id: row.kind === 'EditRequest' ? Number(row.edit_id) : Number(row.goal_id),
    Title: row.title,
    Quarter: quarterLabel(row),
    PeriodId: Number(row.period_id),
    WeekId: row.kind === 'WeeklyUpdate' ? (viewer.period?.WeekId ?? null) : null,
    GoalId: Number(row.goal_id),
    User: own
      ? null
      : {
          Id: Number(row.owner_id),
          Name: row.owner_name,
          JobTitle: row.owner_job_title,
          Avatar: avatarUrl({ id: row.owner_id, avatarKey: row.owner_avatar_key }),
        },
    Link: `/v3/goals/${row.goal_id}`,
    CreatedAt: iso(row.created_at),
  });
}

/** An appraisal to start, sign or countersign (the talent area finds them). */
const appraisalReminder = (a: AppraisalReminder): Reminder => ({
  ...reminder(a.type, {
    Id: a.id,
    Title: a.title,
    Quarter: a.quarter,
    PeriodId: a.periodId,
    WeekId: null,
    GoalId: null,
    User: a.user && {
      Id: a.user.id,
      Name: a.user.name,
      JobTitle: a.user.jobTitle,
      Avatar: avatarUrl({ id: a.user.id, avatarKey: a.user.avatarKey }),
    },
    Link: a.link,
    CreatedAt: iso(a.createdAt),
  }),
  Key: a.key,
});

/** An action item assigned to the viewer, overdue or due by tomorrow; it opens on the action items page. */
const actionItemReminder = (a: ActionItemReminder, periodId: number): Reminder =>
  reminder(a.type, {
    Id: a.id,
    Title: a.title,
    Quarter: `Due ${usDate(a.dueDate)}`,
    PeriodId: periodId,
    WeekId: null,
    GoalId: null,
    User: a.requester && {
      Id: a.requester.id,
      Name: a.requester.name,
      JobTitle: a.requester.jobTitle,
      Avatar: avatarUrl({ id: a.requester.id, avatarKey: a.requester.avatarKey }),
    },
    Link: `/v3/actionitems?item=${a.id}`,
    CreatedAt: iso(a.createdAt),
  });

async function createGoalReminders(tx: Db, viewer: Viewer, scope: ReminderScope): Promise<Reminder[]> {
  if (!viewer.period) return [];
  const periods = await findCreateGoalPeriods(tx, scope, viewer.period.Index);
  return periods
    .filter((p) =>
      createGoalsDue({
        role: viewer.roleName,
        today: viewer.today,
        period: { startDate: p.start_date, isCurrent: Number(p.id) === viewer.period?.Id },
        goalCount: p.goals,
      }),
    )
    .map((p) =>
      reminder('CreateGoals', {
        Id: Number(p.id),
        Title: `Set your goals for ${quarterLabel(p)}`,
        Quarter: quarterLabel(p),
        PeriodId: Number(p.id),
        WeekId: null,
        GoalId: null,
        User: null,
        Link: `/v3/goals?quarter=${p.id}`,
        CreatedAt: null,
      }),
    );
}

/**
 * GET /dashboard: the first `take` reminders of the viewer's real situation and how many there are.
 * Observers get none. The list is computed in SQL and cut there, so a manager of hundreds costs one page.
 */
export async function getReminders(w: ViewerWork, take: number): Promise<Reminders> {
  const { tx, viewer } = w;
  if (!getsReminders(viewer.roleName)) return { Reminders: [], Total: 0 };
  const scope: ReminderScope = {
    tenantId: viewer.tenantId,
    userId: viewer.userId,
    today: viewer.today,
    currentPeriodId: viewer.period?.Id ?? null,
    currentWeekId: viewer.period?.WeekId ?? null,
  };
  const creates = await createGoalReminders(tx, viewer, scope);
  // At least one row, so the total comes back even when CreateGoals fill the page.
  const rows = await findGoalReminders(tx, scope, Math.max(take - creates.length, 1));
  const goalTotal = rows[0]?.total ?? 0;
  const appraisals = (await findAppraisalReminders(tx, w.actor, w.now)).map(appraisalReminder);
  const items = await findActionItemReminders(tx, w.actor, viewer.today, take);
  const list = [
    ...creates,
    ...rows.map((r) => goalReminder(r, viewer)),
    ...appraisals,
    ...items.reminders.map((a) => actionItemReminder(a, viewer.period?.Id ?? 0)),
  ].slice(0, take);
  return { Reminders: list, Total: creates.length + goalTotal + appraisals.length + items.total };
}
