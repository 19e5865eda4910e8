import { check, foreignKey, integer, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A kept AI summary (issue 16, spec 001 §3 'AI summary response'): one per person, kind, quarter or year and reader.
 * While a job writes it, `status` is 'generating' with its progress; once done, `facts` holds what it was written
 * from (so a later download gives the same deck) and `texts` the words, as generated and then as edited.
 */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    /** Whose quarter or year: the person who asked (the path names no one else). */
    userId: ref('user_id').notNull(),
    kind: varchar('kind', { length: 10 }).$type<'quarter' | 'annual'>().notNull(),
    /** The quarter (kind 'quarter'), or the calendar year (kind 'annual'). */
    periodId: ref('period_id'),
    year: integer('year'),
    /** 1 for me, 2 written for the CEO (spec 001 §9). */
    forWhom: smallint('for_whom').notNull(),
    status: varchar('status', { length: 12 }).$type<'generating' | 'done' | 'failed'>().notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** Why the last generation failed, in the spec's words (never a model's text). */
    error: text('error'),
    /** Extra context the person gave for the whole summary. */
    context: text('context'),
    facts: jsonb('facts'),
    texts: jsonb('texts'),
    /** 'built-in', or the model and host that wrote it. */
    writtenBy: varchar('written_by', { length: 300 }),
    generatedById: ref('generated_by_id').notNull(),
    generatedAt: at('generated_at'),
    editedById: ref('edited_by_id'),
    editedAt: at('edited_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('ai_summaries', t),
    // One kept summary per scope; its index also answers every lookup (they all start with tenant and user).
    unique('ai_summaries_scope_key').on(t.tenantId, t.userId, t.kind, t.forWhom, t.periodId, t.year).nullsNotDistinct(),
    check(
      'ai_summaries_scope',
      sql`(${t.kind} = 'quarter' AND ${t.periodId} IS NOT NULL) OR (${t.kind} = 'annual' AND ${t.year} IS NOT NULL)`,
    ),
    foreignKey({ name: 'ai_summaries_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
