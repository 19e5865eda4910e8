import { boolean, date, foreignKey, index, pgTable, smallint, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

// The quarter's rhythm (issue 33): the weekly follow-ups (area rhythm), the company's chat webhooks (area chat) and each
// person's calendar feed (area calendar), as db/table-owners.ts says.

/**
 * How a company follows up its weekly update, one row a company (none: the defaults below). The weekday is ISO's
 * (1 Monday … 7 Sunday) and the hour is the company's local time (tenants.time_zone).
 */
export const rhythmSettings = pgTable(
  'rhythm_settings',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    updateWeekday: smallint('update_weekday').notNull().default(5),
    sendHour: smallint('send_hour').notNull().default(9),
    remindersOn: boolean('reminders_on').notNull().default(true),
    /** After this many weeks missed in a row the person's manager is told, after the second count their manager's manager. */
    managerAfterWeeks: smallint('manager_after_weeks').notNull().default(2),
    skipLevelAfterWeeks: smallint('skip_level_after_weeks').notNull().default(3),
    updatedById: ref('updated_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('rhythm_settings', t),
    uniqueIndex('rhythm_settings_tenant_key').on(t.tenantId),
    foreignKey({ name: 'rhythm_settings_updated_by_fk', columns: [t.tenantId, t.updatedById], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * What the weekly follow-up sent, one row a message: its unique key makes each message go out once for its week across
 * every server instance (the instance whose insert wins sends it). `user_id` is the recipient (none for a company's
 * chat post); `about_user_id` the person an escalation is about.
 */
export const rhythmSends = pgTable(
  'rhythm_sends',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    userId: ref('user_id'),
    aboutUserId: ref('about_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('rhythm_sends', t),
    unique('rhythm_sends_once_key').on(t.tenantId, t.weekStart, t.kind, t.userId, t.aboutUserId).nullsNotDistinct(),
    foreignKey({ name: 'rhythm_sends_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'rhythm_sends_about_user_fk', columns: [t.tenantId, t.aboutUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A company's incoming webhook in Slack or Microsoft Teams, one of each kind; the address is sealed like a secret. */
export const chatWebhooks = pgTable(
  'chat_webhooks',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    /** 'slack' or 'teams'. */
    kind: varchar('kind', { length: 8 }).notNull(),
    urlEncrypted: varchar('url_encrypted', { length: 2000 }).notNull(),
    updatedById: ref('updated_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastPostedAt: at('last_posted_at'),
  },
  (t) => [
    tenantKey('chat_webhooks', t),
    uniqueIndex('chat_webhooks_tenant_kind_key').on(t.tenantId, t.kind),
    foreignKey({ name: 'chat_webhooks_updated_by_fk', columns: [t.tenantId, t.updatedById], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * A person's private calendar feed: the address carries a token that names its tenant (decision 052), kept as a hash.
 * A new address revokes the old one; a revoked feed answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    lastReadAt: at('last_read_at'),
  },
  (t) => [
    tenantKey('calendar_feeds', t),
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tenantId, t.tokenHash),
    index('calendar_feeds_tenant_user_idx').on(t.tenantId, t.userId),
    foreignKey({ name: 'calendar_feeds_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
