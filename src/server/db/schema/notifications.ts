import { bigserial, boolean, foreignKey, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { bytea, tenants } from './tenants';
import { users } from './users';
import { goals } from './goals';

/** What one person was told about one event; read through the bell, the drawer, the page and the digest mail. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    actorId: ref('actor_id'),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    subject: varchar('subject', { length: 512 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    objectType: varchar('object_type', { length: 24 }).notNull(),
    objectId: ref('object_id').notNull(),
    goalId: ref('goal_id'),
    readAt: at('read_at'),
    // Waiting for the next digest mail (the recipient wanted mail when it was made).
    mailPending: boolean('mail_pending').notNull().default(false),
    mailedAt: at('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('notifications', t),
    // A user's page, newest first (ids only grow).
    index('notifications_tenant_user_id_idx').on(t.tenantId, t.userId, t.id.desc()),
    // The unread count reads only unread rows.
    index('notifications_tenant_user_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.readAt} IS NULL`),
    // The digest job finds what waits for a mail without reading what was mailed.
    index('notifications_mail_pending_idx')
      .on(t.tenantId, t.userId, t.id)
      .where(sql`${t.mailPending}`),
    foreignKey({ name: 'notifications_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'notifications_actor_fk', columns: [t.tenantId, t.actorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'notifications_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
  ],
);

/**
 * Payloads of live events too large for one NOTIFY, kept briefly by @socket.io/postgres-adapter
 * (its default table name and shape). Holds no tenant column: only the adapter reads it, as the owner.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
