import { foreignKey, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('sessions', t),
    // The token names its tenant (<tenantId>.<secret>, decision 052): the look-up reads this index alone.
    uniqueIndex('sessions_token_hash_key').on(t.tenantId, t.tokenHash),
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
    foreignKey({ name: 'sessions_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('account_tokens', t),
    uniqueIndex('account_tokens_token_hash_key').on(t.tenantId, t.tokenHash),
    index('account_tokens_tenant_user_idx').on(t.tenantId, t.userId, t.purpose),
    foreignKey({ name: 'account_tokens_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    to: varchar('to', { length: 1024 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: varchar('body', { length: 10000 }).notNull(),
    link: varchar('link', { length: 2048 }),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [tenantKey('outbox', t), index('outbox_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/**
 * Mail waiting for the SMTP server (when SMTP_URL is set): written in the transaction of the change that sends it,
 * so a mail goes out only if its change committed, and sent after by the mail delivery (mail/delivery.ts), which
 * deletes what the server accepted and tries again later what it did not.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    to: varchar('to', { length: 1024 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body: varchar('body', { length: 10000 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried (again): now for new mail, later after a failure or while a delivery holds it. */
    dueAt: at('due_at').notNull().defaultNow(),
    lastError: varchar('last_error', { length: 1024 }),
    createdAt: createdAt(),
  },
  (t) => [tenantKey('mail_queue', t), index('mail_queue_due_idx').on(t.dueAt, t.id)],
);
