import type { Db } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { notifiedOf, type CreatedNotification } from '../notifications';
import { findCurrentPeriod, tenantToday } from '../periods';
import type { CompanyWeek } from '../../domain/rhythm/schedule';
import { claimSends } from './send-queries';
import { countCompany, findBehindPage, findManagerPage, type CompanyCounts } from './follow-up-queries';
import type { FollowUpCompany, FollowUpCounts, Scope } from './scope';
import { followUpBehind } from './people-behind';
import { summarise } from './team-summaries';

export type { FollowUpCompany, FollowUpCounts } from './scope';

/** People (and managers) read and told a page at a time: a company's work is bounded however large it is. */
const PAGE = 100;

export type FollowUpDone = FollowUpCounts & {
  week: { weekStart: string; week: number; quarter: number; year: number } | null;
  /** The company's numbers of the week for its chats, when this instance won the chat summary. */
  company: CompanyCounts | null;
  /** What was stored, for the recipients' open screens. */
  notified: CreatedNotification[];
};

/**
 * The company's follow-up of `week`, in one tenant transaction, once across instances: the week's 'week' row is taken
 * first (another instance taking it waits for this one, then finds it taken and does nothing). Null when taken before.
 * `chat`: whether to claim the company's chat summary (the caller posts it after the commit).
 */
export async function followUpCompany(
  db: Db,
  company: FollowUpCompany,
  due: CompanyWeek,
  o: { now: Date; chat: boolean },
): Promise<FollowUpDone | null> {
  return withTenant(db, company.id, async (tx) => {
    const [taken] = await claimSends(tx, company.id, due.startDate, 'week', [{ userId: null, aboutUserId: null }], o.now);
    if (!taken) return null;
    const counts = { reminders: 0, summaries: 0, escalations: 0, skipLevel: 0 };
    const schedule = { id: company.id, effectiveDate: company.effectiveDate, timeZone: company.timeZone };
    const period = await findCurrentPeriod(tx, schedule, o.now);
    // The clock has moved on to another week since the company was found due: that week waits for its own day.
    if (!period || period.WeekStartDate !== due.startDate) return { ...counts, week: null, company: null, notified: [] };
    const s: Scope = {
      tx,
      company,
      week: { periodId: period.Id, weekId: period.WeekId, weekStart: due.startDate },
      now: o.now,
      streaks: new Map(),
      counts,
      stored: [],
    };
    for (let after = 0; ;) {
      const behind = await findBehindPage(tx, company.id, s.week, { afterId: after, limit: PAGE });
      if (behind.length === 0) break;
      after = behind.at(-1)!.id;
      await followUpBehind(s, behind);
    }
    const viewerBase = { today: tenantToday(schedule, o.now), period };
    for (let after = 0; ;) {
      const managers = await findManagerPage(tx, company.id, s.week, { afterId: after, limit: PAGE });
      if (managers.length === 0) break;
      after = managers.at(-1)!.id;
      await summarise(s, managers, viewerBase);
    }
    let chatCounts: CompanyCounts | null = null;
    if (o.chat) {
      const [won] = await claimSends(tx, company.id, due.startDate, 'chat_summary', [{ userId: null, aboutUserId: null }], o.now);
      if (won) chatCounts = await countCompany(tx, company.id, s.week);
    }
    return {
      ...counts,
      week: { weekStart: due.startDate, week: period.Week, quarter: period.Quarter, year: period.Year },
      company: chatCounts,
      notified: await notifiedOf(tx, company.id, s.stored),
    };
  });
}
