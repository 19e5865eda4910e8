import { findTrackedGoalsOf } from '../goals';
import { insertNotifications, type NewNotification } from '../notifications';
import { addDays } from '../../domain/periods';
import { escalationsDue, streakOf } from '../../domain/rhythm/streak';
import { escalationNotice, reminderNotice } from '../../domain/notifications/rhythm-notices';
import { claimSends, findHistory } from './send-queries';
import { findReachable, type PersonRow } from './follow-up-queries';
import { row, type Scope } from './scope';

/** Goal titles read for one page of people (a person with more goals is named with the first ones). */
const TITLES_PER_PAGE = 5_000;
/** How far back a streak and its escalations are read: a streak longer than a year is escalated again. */
const HISTORY_WEEKS = 53;

/** One page of people behind: their missed week recorded, their reminder, and escalations to their managers. */
export async function followUpBehind(s: Scope, behind: PersonRow[]): Promise<void> {
  const { tx, company, week, now } = s;
  const ids = behind.map((p) => p.id);
  await claimSends(
    tx,
    company.id,
    week.weekStart,
    'missed',
    ids.map((id) => ({ userId: id, aboutUserId: null })),
    now,
  );
  const titles = new Map<number, string[]>();
  const goals = await findTrackedGoalsOf(tx, company.id, { periodId: week.periodId, ownerIds: ids, limit: TITLES_PER_PAGE, offset: 0 });
  for (const g of goals.rows) titles.set(g.ownerId, [...(titles.get(g.ownerId) ?? []), g.title]);
  const rows: NewNotification[] = [];

  if (company.rules.remindersOn) {
    const won = await claimSends(
      tx,
      company.id,
      week.weekStart,
      'reminder',
      ids.map((id) => ({ userId: id, aboutUserId: null })),
      now,
    );
    const byId = new Map(behind.map((p) => [p.id, p]));
    for (const w of won) {
      const p = byId.get(w.userId!)!;
      rows.push(
        row(s, p, reminderNotice(titles.get(p.id) ?? []), { eventType: 'rhythm_reminder', objectType: 'WeeklyUpdate', objectId: p.id }),
      );
    }
    s.counts.reminders += won.length;
  }

  const history = await findHistory(tx, company.id, ids, { fromWeek: addDays(week.weekStart, -7 * HISTORY_WEEKS), toWeek: week.weekStart });
  const managers = new Map(
    (
      await findReachable(
        tx,
        company.id,
        behind.flatMap((p) => (p.parent_id ? [Number(p.parent_id)] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  const skipLevels = new Map(
    (
      await findReachable(
        tx,
        company.id,
        [...managers.values()].flatMap((m) => (m.parent_id ? [Number(m.parent_id)] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  const tell: { to: PersonRow; about: PersonRow; weeks: number; skipLevel: boolean; manager: PersonRow }[] = [];
  for (const p of behind) {
    const mine = history.filter((h) => (h.kind === 'missed' ? Number(h.user_id) === p.id : Number(h.about_user_id) === p.id));
    const streak = streakOf(
      mine.filter((h) => h.kind === 'missed').map((h) => h.week_start),
      week.weekStart,
    );
    s.streaks.set(p.id, streak);
    const newest = (kind: string) =>
      mine.filter((h) => h.kind === kind).reduce<string | null>((a, h) => (a && a > h.week_start ? a : h.week_start), null);
    const due = escalationsDue({
      streak,
      managerAfterWeeks: company.rules.managerAfterWeeks,
      skipLevelAfterWeeks: company.rules.skipLevelAfterWeeks,
      lastManagerWeek: newest('escalation'),
      lastSkipLevelWeek: newest('escalation_skip'),
      weekStart: week.weekStart,
    });
    const manager = p.parent_id ? managers.get(Number(p.parent_id)) : undefined;
    if (!manager || manager.id === p.id) continue;
    if (due.manager) tell.push({ to: manager, about: p, weeks: streak, skipLevel: false, manager });
    const skip = manager.parent_id ? skipLevels.get(Number(manager.parent_id)) : undefined;
    if (due.skipLevel && skip && skip.id !== p.id) tell.push({ to: skip, about: p, weeks: streak, skipLevel: true, manager });
  }
  for (const skipLevel of [false, true]) {
    const group = tell.filter((t) => t.skipLevel === skipLevel);
    const kind = skipLevel ? 'escalation_skip' : 'escalation';
    const won = await claimSends(
      tx,
      company.id,
      week.weekStart,
      kind,
      group.map((t) => ({ userId: t.to.id, aboutUserId: t.about.id })),
      now,
    );
    const wonKeys = new Set(won.map((w) => `${w.userId}|${w.aboutUserId}`));
    for (const t of group.filter((t) => wonKeys.has(`${t.to.id}|${t.about.id}`))) {
      const notice = escalationNotice({
        name: t.about.name,
        manager: t.manager.name,
        weeks: t.weeks,
        goalTitles: titles.get(t.about.id) ?? [],
        skipLevel,
      });
      rows.push(row(s, t.to, notice, { eventType: `rhythm_${kind}`, objectType: 'MissedUpdates', objectId: t.about.id }));
    }
    if (skipLevel) s.counts.skipLevel += won.length;
    else s.counts.escalations += won.length;
  }
  s.stored.push(...(await insertNotifications(tx, rows)));
}
