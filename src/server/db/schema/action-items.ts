import { date, foreignKey, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * An action item (spec 001 §3): a task with an assignee, a requester and a due day; completed once
 * `completedAt` is set. Where it was made from (a note, a goal's comment) is kept without a foreign key: the
 * source may be deleted later, and the link then simply no longer shows.
 */
export const actionItems = pgTable(
  'action_items',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    title: varchar('title', { length: 255 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    assigneeId: ref('assignee_id').notNull(),
    requesterId: ref('requester_id').notNull(),
    createdById: ref('created_by_id').notNull(),
    completedAt: at('completed_at'),
    sourceNoteId: ref('source_note_id'),
    sourceCommentId: ref('source_comment_id'),
    sourceGoalId: ref('source_goal_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('action_items', t),
    // A person's list is the items assigned to them or requested by them: one index for each side.
    index('action_items_tenant_assignee_idx').on(t.tenantId, t.assigneeId, t.dueDate, t.id),
    index('action_items_tenant_requester_idx').on(t.tenantId, t.requesterId, t.dueDate, t.id),
    foreignKey({ name: 'action_items_assignee_fk', columns: [t.tenantId, t.assigneeId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'action_items_requester_fk', columns: [t.tenantId, t.requesterId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'action_items_created_by_fk', columns: [t.tenantId, t.createdById], foreignColumns: [users.tenantId, users.id] }),
  ],
);
