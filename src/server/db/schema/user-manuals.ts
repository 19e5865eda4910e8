import { check, foreignKey, index, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { bytea, tenants } from './tenants';
import { users } from './users';

/**
 * A person's DISC-style user manual (spec 001 §3, §4; issue 17): the assessment they take in Trellis (answers kept as
 * they go, scored when complete) or an entry made by hand; each replaces the other. Status 3 in progress, 4 done.
 */
export const userManuals = pgTable(
  'user_manuals',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    /** Takes or resumes the assessment: the owner's alone. */
    privateKey: varchar('private_key', { length: 64 }).notNull(),
    /** Opens the read-only report: shareable within the company. */
    publicKey: varchar('public_key', { length: 64 }).notNull(),
    status: smallint('status').notNull(),
    source: varchar('source', { length: 12 }).$type<'assessment' | 'manual'>().notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    /** The assessment's score once complete (domain/user-manual scoring). */
    result: jsonb('result'),
    disc: varchar('disc', { length: 10 }),
    /** A manual entry's description: sanitised rich text. */
    description: text('description'),
    attachmentId: ref('attachment_id'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('user_manuals', t),
    unique('user_manuals_tenant_user_key').on(t.tenantId, t.userId),
    // Found within the reader's company (decision 052).
    unique('user_manuals_private_key').on(t.tenantId, t.privateKey),
    unique('user_manuals_public_key').on(t.tenantId, t.publicKey),
    check('user_manuals_status', sql`${t.status} IN (3, 4)`),
    check('user_manuals_description_len', sql`length(${t.description}) <= 20000`),
    foreignKey({ name: 'user_manuals_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A PDF a person uploaded for their manual (POST myusermanual/fileupload), named by a random key. */
export const userManualFiles = pgTable(
  'user_manual_files',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    fileKey: varchar('file_key', { length: 80 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('user_manual_files', t),
    unique('user_manual_files_key').on(t.tenantId, t.fileKey),
    index('user_manual_files_user_idx').on(t.tenantId, t.userId),
    foreignKey({ name: 'user_manual_files_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
