import { boolean, foreignKey, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { goalEdits, goals } from './goals';
import { tenants } from './tenants';
import { users } from './users';

// Amounts to four decimals, read as JS numbers: targets and readings, not ledger entries.
const amount = (name: string) => numeric(name, { precision: 20, scale: 4, mode: 'number' });

/**
 * A measured key result of a goal (issue 31, domain/key-results): its kind and direction, the values from start to
 * target and the latest reading. Removed ones keep their row (`removedAt`), so their check-ins stay history.
 */
export const keyResults = pgTable(
  'key_results',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    direction: varchar('direction', { length: 12 }).notNull(),
    start: amount('start').notNull(),
    target: amount('target').notNull(),
    current: amount('current').notNull(),
    unit: varchar('unit', { length: 40 }),
    currency: varchar('currency', { length: 3 }),
    weight: numeric('weight', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    ownerId: ref('owner_id').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    tenantKey('key_results', t),
    // A goal's key results in their order; the lists read every listed goal's by it.
    index('key_results_tenant_goal_idx').on(t.tenantId, t.goalId, t.position, t.id),
    foreignKey({ name: 'key_results_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
    foreignKey({ name: 'key_results_owner_fk', columns: [t.tenantId, t.ownerId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A reading of a key result: the value, who gave it and when, and the progress and the expectation at that moment. */
export const keyResultCheckins = pgTable(
  'key_result_checkins',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    keyResultId: ref('key_result_id').notNull(),
    goalId: ref('goal_id').notNull(),
    value: amount('value').notNull(),
    comment: text('comment'),
    userId: ref('user_id').notNull(),
    progress: numeric('progress', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    expected: numeric('expected', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('key_result_checkins', t),
    // A goal's history by week reads every check-in of its key results in time order.
    index('key_result_checkins_tenant_goal_idx').on(t.tenantId, t.goalId, t.createdAt, t.id),
    index('key_result_checkins_tenant_key_result_idx').on(t.tenantId, t.keyResultId, t.id),
    foreignKey({
      name: 'key_result_checkins_key_result_fk',
      columns: [t.tenantId, t.keyResultId],
      foreignColumns: [keyResults.tenantId, keyResults.id],
    }),
    foreignKey({ name: 'key_result_checkins_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
    foreignKey({ name: 'key_result_checkins_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * The key results an owner proposes with their approved goal's edit (decision 070): applied when the manager approves
 * the edit, dropped with it. Its key results are `proposedKeyResults`; a key result of the goal created after
 * `updatedAt` (by someone who changes the goal at once) is not the proposal's to remove.
 */
export const keyResultProposals = pgTable(
  'key_result_proposals',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    editId: ref('edit_id').notNull(),
    createdById: ref('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    tenantKey('key_result_proposals', t),
    // One proposal an edit, found by it.
    uniqueIndex('key_result_proposals_tenant_edit_idx').on(t.tenantId, t.editId),
    foreignKey({ name: 'key_result_proposals_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
    foreignKey({
      name: 'key_result_proposals_edit_fk',
      columns: [t.tenantId, t.editId],
      foreignColumns: [goalEdits.tenantId, goalEdits.id],
    }),
    foreignKey({
      name: 'key_result_proposals_created_by_fk',
      columns: [t.tenantId, t.createdById],
      foreignColumns: [users.tenantId, users.id],
    }),
  ],
);

/**
 * One key result of a proposal, in its place: the values set-up keeps, and the key result it changes (none: new); or
 * one of the goal's key results the proposal removes (`removed`). One the proposal does not name was added since.
 */
export const proposedKeyResults = pgTable(
  'proposed_key_results',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    proposalId: ref('proposal_id').notNull(),
    keyResultId: ref('key_result_id'),
    title: varchar('title', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    direction: varchar('direction', { length: 12 }).notNull(),
    start: amount('start').notNull(),
    target: amount('target').notNull(),
    unit: varchar('unit', { length: 40 }),
    currency: varchar('currency', { length: 3 }),
    weight: numeric('weight', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    ownerId: ref('owner_id').notNull(),
    position: integer('position').notNull(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [
    tenantKey('proposed_key_results', t),
    // A proposal's list in its order.
    index('proposed_key_results_tenant_proposal_idx').on(t.tenantId, t.proposalId, t.position),
    foreignKey({
      name: 'proposed_key_results_proposal_fk',
      columns: [t.tenantId, t.proposalId],
      foreignColumns: [keyResultProposals.tenantId, keyResultProposals.id],
    }),
    foreignKey({
      name: 'proposed_key_results_key_result_fk',
      columns: [t.tenantId, t.keyResultId],
      foreignColumns: [keyResults.tenantId, keyResults.id],
    }),
    foreignKey({ name: 'proposed_key_results_owner_fk', columns: [t.tenantId, t.ownerId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
