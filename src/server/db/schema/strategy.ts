import { check, foreignKey, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * One row per section of a company's strategy document (Mission, Vision, Values, Field1–10, the six
 * objective areas, VideoUrl), each with its draft and its published text. Saving writes `draft`;
 * publishing copies every section's draft to `published` (spec 001 §4).
 */
export const strategySections = pgTable(
  'strategy_sections',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    section: varchar('section', { length: 20 }).notNull(),
    draft: text('draft'),
    published: text('published'),
    updatedById: ref('updated_by_id').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    publishedById: ref('published_by_id'),
    publishedAt: at('published_at'),
  },
  (t) => [
    tenantKey('strategy_sections', t),
    unique('strategy_sections_tenant_section_key').on(t.tenantId, t.section),
    check('strategy_sections_draft_len', sql`length(${t.draft}) <= 20000`),
    check('strategy_sections_published_len', sql`length(${t.published}) <= 20000`),
    foreignKey({
      name: 'strategy_sections_updated_by_fk',
      columns: [t.tenantId, t.updatedById],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'strategy_sections_published_by_fk',
      columns: [t.tenantId, t.publishedById],
      foreignColumns: [users.tenantId, users.id],
    }),
  ],
);
