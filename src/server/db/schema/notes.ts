import { check, foreignKey, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/** A private note (spec 001 §3): its author's alone, about a person who was below them when it was written. */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    authorId: ref('author_id').notNull(),
    userId: ref('user_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    /** Sanitised rich text. */
    body: text('body').notNull(),
    /** The body's words without markup: what the tab's search reads. */
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('notes', t),
    // The Notes tab: one author's notes about one person.
    index('notes_tenant_author_user_idx').on(t.tenantId, t.authorId, t.userId, t.createdAt),
    check('notes_body_len', sql`length(${t.body}) <= 20000`),
    foreignKey({ name: 'notes_author_fk', columns: [t.tenantId, t.authorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'notes_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
