import { foreignKey, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The audit log (issue 19): one administrative change — who, when, which kind, about whom, and the changed
 * fields before and after. Written in the same transaction as the change; never updated.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    at: at('at').notNull().defaultNow(),
    actorId: ref('actor_id').notNull(),
    /** 'user.role', 'company.settings', … (contract/audit AuditAction). */
    action: varchar('action', { length: 40 }).notNull(),
    /** The person the change is about; null for company-wide settings. */
    subjectUserId: ref('subject_user_id'),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    tenantKey('audit_entries', t),
    // The log newest first, and one person's entries newest first.
    index('audit_entries_tenant_at_idx').on(t.tenantId, t.at.desc(), t.id.desc()),
    index('audit_entries_tenant_subject_idx').on(t.tenantId, t.subjectUserId, t.at.desc()),
    foreignKey({ name: 'audit_entries_actor_fk', columns: [t.tenantId, t.actorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'audit_entries_subject_fk', columns: [t.tenantId, t.subjectUserId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
