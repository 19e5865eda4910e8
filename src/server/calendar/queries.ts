import { and, desc, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sameTenant } from '../db/tenant-filter';
import { actionItems, calendarFeeds, tenants, users } from '../db/schema';

// The calendar area's reads and writes of calendar_feeds (db/table-owners.ts: only this area writes it). Run in the tenant.

export async function insertFeed(tx: Db, f: { tenantId: number; userId: number; tokenHash: string; now: Date }): Promise<void> {
  await tx.insert(calendarFeeds).values({ tenantId: f.tenantId, userId: f.userId, tokenHash: f.tokenHash, createdAt: f.now });
}

/** Revokes the person's addresses in use (at most one); answers how many. */
export async function revokeFeeds(tx: Db, tenantId: number, userId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length;
}

/** The person's address in use, by the (tenant_id, user_id) index. */
export async function findActiveFeed(tx: Db, tenantId: number, userId: number) {
  const [row] = await tx
    .select({ createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id))
    .limit(1);
  return row ?? null;
}

/**
 * The feed of a token by the (tenant_id, token_hash) key, with its person and company: only an address in use, of an
 * active person in an active company.
 */
export async function findLiveFeed(tx: Db, key: { tenantId: number; tokenHash: string }) {
  const [row] = await tx
    .select({
      id: calendarFeeds.id,
      lastReadAt: calendarFeeds.lastReadAt,
      user: { id: users.id, name: users.name, language: users.language, roleName: users.roleName },
      tenant: {
        id: tenants.id,
        name: tenants.name,
        subdomain: tenants.subdomain,
        timeZone: tenants.timeZone,
        effectiveDate: tenants.effectiveDate,
        defaultLanguage: tenants.defaultLanguage,
        talentEnabled: tenants.talentEnabled,
      },
    })
    .from(calendarFeeds)
    .innerJoin(tenants, eq(tenants.id, calendarFeeds.tenantId))
    .innerJoin(users, and(sameTenant(users.tenantId, calendarFeeds.tenantId, key.tenantId), eq(users.id, calendarFeeds.userId)))
    .where(
      and(
        eq(calendarFeeds.tenantId, key.tenantId),
        eq(calendarFeeds.tokenHash, key.tokenHash),
        isNull(calendarFeeds.revokedAt),
        isNull(tenants.deactivatedAt),
        isNull(users.deactivatedAt),
      ),
    );
  return row ?? null;
}

/** Notes a reading, at most once a minute (calendar apps poll). */
export async function touchFeed(tx: Db, tenantId: number, id: number, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await tx
    .update(calendarFeeds)
    .set({ lastReadAt: now })
    .where(
      and(
        eq(calendarFeeds.tenantId, tenantId),
        eq(calendarFeeds.id, id),
        or(isNull(calendarFeeds.lastReadAt), lt(calendarFeeds.lastReadAt, aMinuteAgo)),
      ),
    );
}

/** A feed shows at most this many action items: a calendar is no place for a backlog. */
export const ACTION_ITEMS_MAX = 200;

/** The person's open action items due between two days, earliest first (the assignee index). */
export async function findOpenActionItems(tx: Db, tenantId: number, userId: number, from: string, to: string) {
  return tx
    .select({ id: actionItems.id, title: actionItems.title, dueDate: actionItems.dueDate })
    .from(actionItems)
    .where(
      and(
        eq(actionItems.tenantId, tenantId),
        eq(actionItems.assigneeId, userId),
        gte(actionItems.dueDate, from),
        lte(actionItems.dueDate, to),
        isNull(actionItems.completedAt),
      ),
    )
    .orderBy(actionItems.dueDate, actionItems.id)
    .limit(ACTION_ITEMS_MAX);
}
