import ical, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import type { Deps } from '../deps';
import { withTenant } from '../db/tenant-context';
import { findPersonActor, readTenantToken, tenantUrl } from '../auth';
import { tenantToday } from '../periods';
import { loadTalentSettings } from '../talent';
import { findRhythmRules } from '../rhythm';
import { languageOfUser, textsIn } from '../texts';
import { pipelined, type Db } from '../db/client';
import { addDays } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import { feedEvents, feedWindow, type FeedEvent } from '../../domain/calendar/feed-events';
import type { Language } from '../../domain/languages';
import { findLiveFeed, findOpenActionItems, touchFeed } from './queries';

/** The weekly update's day (ISO weekday) of the company: the weekly follow-up's setting (the rhythm area's face). */
const updateWeekdayOf = async (tx: Db, tenantId: number) => (await findRhythmRules(tx, tenantId)).updateWeekday;

// What each kind of event opens in Trellis.
const PAGES: Record<FeedEvent['kind'], string> = {
  updateDay: '/v3/goals',
  quarterEnd: '/v3/goals',
  finalization: '/v3/goals',
  appraisalsDue: '/v3/talent',
  actionItem: '/v3/actionitems',
};

const day = (date: string) => new Date(`${date}T00:00:00Z`);

function titleOf(language: Language, e: FeedEvent): string {
  const t = textsIn(language, 'notices');
  switch (e.kind) {
    case 'updateDay':
      return t('calendar.updateDay', { quarter: e.quarter, week: e.week });
    case 'quarterEnd':
      return t('calendar.quarterEnd', { quarter: e.quarter });
    case 'finalization':
      return t('calendar.finalization', { quarter: e.quarter });
    case 'appraisalsDue':
      return t('calendar.appraisalsDue', { quarter: e.quarter });
    case 'actionItem':
      return t('calendar.actionItem', { title: e.title });
  }
}

/**
 * GET /calendar/<token>.ics without sign-in: the person's feed, or null for a token that is unknown, revoked, of
 * another company's making, of a deactivated person or company (all answered alike, 404). A reading is noted.
 */
export async function readCalendarFeed(deps: Pick<Deps, 'database' | 'config' | 'now'>, token: string): Promise<string | null> {
  const key = readTenantToken(token);
  if (!key) return null;
  const now = deps.now();
  return withTenant(deps.database.db, key.tenantId, async (tx) => {
    const feed = await findLiveFeed(tx, key);
    if (!feed) return null;
    const { tenant, user } = feed;
    const actor = await findPersonActor(tx, tenant.id, user.id);
    if (!actor) return null;
    const today = tenantToday(tenant, now);
    const window = feedWindow(tenant.effectiveDate, today);
    const takesPart = tenant.talentEnabled && user.roleName !== 'observer';
    // Independent reads: one round trip on PostgreSQL.
    const [updateWeekday, talent, items] = await pipelined(
      () => updateWeekdayOf(tx, tenant.id),
      () => (takesPart ? loadTalentSettings(tx, actor) : Promise.resolve(null)),
      () => findOpenActionItems(tx, tenant.id, user.id, window.from, addDays(window.until, -1)),
    );
    await touchFeed(tx, tenant.id, feed.id, now);
    const events = feedEvents({
      effectiveDate: tenant.effectiveDate,
      today,
      updateWeekday,
      appraisals: talent ? { effectiveDate: talent.effectiveDate, graceWeeks: talent.GracePeriod } : null,
      actionItems: items,
      uidPrefix: `trellis-${tenant.id}-${user.id}`,
    });
    const language = languageOfUser(user, tenant);
    const t = textsIn(language, 'notices');
    const calendar = ical({
      name: t('calendar.name', { company: tenant.name }),
      prodId: { company: 'Trellis', product: 'Calendar feed', language: language.toUpperCase() },
      // Calendar apps ask again after this long (those that listen).
      ttl: 6 * 3600,
      // All-day events need no time zone; the company's tells apps which day "today" is for it.
      x: [{ key: 'X-WR-TIMEZONE', value: ianaOf(tenant.timeZone) }],
    });
    for (const e of events) {
      const url = tenantUrl(deps.config, tenant.subdomain, PAGES[e.kind]);
      calendar.createEvent({
        id: `${e.uid}@trellis`,
        start: day(e.date),
        end: day(addDays(e.date, 1)),
        allDay: true,
        summary: titleOf(language, e),
        description: t('calendar.openTrellis', { url }),
        url,
        stamp: now,
        // A reminder of a day, not a meeting: the day stays free.
        transparency: ICalEventTransparency.TRANSPARENT,
        busystatus: ICalEventBusyStatus.FREE,
      });
    }
    return calendar.toString();
  });
}
