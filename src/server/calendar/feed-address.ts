import type { Work } from '../http/unit-of-work';
import { newTenantToken, readTenantToken, tenantUrl } from '../auth';
import { getTenant } from '../tenants';
import type { CalendarFeed, CalendarFeedCreated } from '../../contract/calendar';
import { findActiveFeed, insertFeed, revokeFeeds } from './queries';

/** Where a feed is read: `<the company's address>/calendar/<token>.ics`. */
export const FEED_PATH = '/calendar/';
export const FEED_SUFFIX = '.ics';

/** GET /profile/calendar: whether the person has an address in use; never the address. */
export async function getCalendarFeed({ tx, actor }: Work): Promise<CalendarFeed> {
  const feed = await findActiveFeed(tx, actor.tenantId, actor.userId);
  return { Active: feed !== null, CreatedAt: feed?.createdAt.toISOString() ?? null, LastReadAt: feed?.lastReadAt?.toISOString() ?? null };
}

/**
 * POST /profile/calendar: a new private address for the person, `<tenantId>.<secret>` as every token (decision 052),
 * answered this once and kept only as its SHA-256; the address before it stops working at once.
 */
export async function createCalendarFeed({ tx, deps, actor, now }: Work): Promise<CalendarFeedCreated> {
  const { tenantId, userId } = actor;
  await revokeFeeds(tx, tenantId, userId, now);
  const token = newTenantToken(tenantId);
  await insertFeed(tx, { tenantId, userId, tokenHash: readTenantToken(token)!.tokenHash, now });
  const tenant = await getTenant(tx, tenantId);
  return { Url: tenantUrl(deps.config, tenant.subdomain, `${FEED_PATH}${token}${FEED_SUFFIX}`) };
}

/** DELETE /profile/calendar: the address stops working (404); calendar apps keep what they last read. */
export async function revokeCalendarFeed({ tx, actor, now }: Work): Promise<void> {
  await revokeFeeds(tx, actor.tenantId, actor.userId, now);
}
