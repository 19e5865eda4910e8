import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';
import { periodWeeks, periods } from './periods';

export const goals = pgTable(
  'goals',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    ownerId: ref('owner_id').notNull(),
    periodId: ref('period_id').notNull(),
    parentId: ref('parent_id'),
    state: varchar('state', { length: 24 }).notNull(),
    goalType: varchar('goal_type', { length: 20 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    measurement: varchar('measurement', { length: 3000 }).notNull(),
    description: text('description'),
    reportingMemo: varchar('reporting_memo', { length: 255 }),
    hidden: boolean('hidden').notNull().default(false),
    createdById: ref('created_by_id').notNull(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // The newest weekly status and its change from the week before, kept with the goal by every status write
    // (goal_statuses stays the record): lists sort and filter thousands of goals by them without a look-up each.
    statusWeekStart: date('status_week_start', { mode: 'string' }),
    statusLikelihood: smallint('status_likelihood'),
    statusQuality: smallint('status_quality'),
    statusLikelihoodDelta: smallint('status_likelihood_delta'),
    statusQualityDelta: smallint('status_quality_delta'),
    // The goal's progress from its measured key results, in percent (null without any): kept through goals' face
    // (setGoalProgress, keepProgressUp) whenever they change, so the lists carry it without a query a goal.
    progress: numeric('progress', { precision: 9, scale: 1, mode: 'number' }),
    // The part of it from the goal's own key results (their weighted mean and their weights' sum), set by the key
    // results area; `progress` rolls it up with the aligned children's when the goal counts them (decision 069).
    keyResultsProgress: numeric('key_results_progress', { precision: 9, scale: 1, mode: 'number' }),
    keyResultsWeight: numeric('key_results_weight', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    countChildren: boolean('count_children').notNull().default(false),
    // What this goal weighs in its parent's progress when the parent counts its children.
    childWeight: numeric('child_weight', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    // The goal of an earlier quarter this one continues (Copy to next quarter, issue 33); its 'continued in' is the
    // reverse look-up through the index below.
    continuedFromId: ref('continued_from_id'),
  },
  (t) => [
    tenantKey('goals', t),
    index('goals_tenant_owner_period_idx').on(t.tenantId, t.ownerId, t.periodId),
    index('goals_tenant_period_state_idx').on(t.tenantId, t.periodId, t.state),
    index('goals_tenant_parent_idx').on(t.tenantId, t.parentId),
    // Dashboard compliance reads a quarter's live goals by owner and state from the index alone.
    index('goals_tenant_period_owner_live_idx')
      .on(t.tenantId, t.periodId, t.ownerId, t.state, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    foreignKey({ name: 'goals_owner_fk', columns: [t.tenantId, t.ownerId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'goals_creator_fk', columns: [t.tenantId, t.createdById], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'goals_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
    foreignKey({ name: 'goals_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    index('goals_tenant_continued_from_idx')
      .on(t.tenantId, t.continuedFromId)
      .where(sql`${t.continuedFromId} IS NOT NULL`),
    foreignKey({
      name: 'goals_continued_from_fk',
      columns: [t.tenantId, t.continuedFromId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);

/** A proposed change to an approved goal, waiting for approval. */
export const goalEdits = pgTable(
  'goal_edits',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    measurement: varchar('measurement', { length: 3000 }).notNull(),
    description: text('description'),
    reportingMemo: varchar('reporting_memo', { length: 255 }),
    hidden: boolean('hidden').notNull(),
    parentId: ref('parent_id'),
    createdById: ref('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('goal_edits', t),
    index('goal_edits_tenant_goal_state_idx').on(t.tenantId, t.goalId, t.state),
    foreignKey({ name: 'goal_edits_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
  ],
);

/** A weekly prediction: likelihood and quality 0–4 for one week of the goal's quarter. */
export const goalStatuses = pgTable(
  'goal_statuses',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    weekId: ref('week_id').notNull(),
    // Copied from the week so the newest status and its age need no join.
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    likelihood: smallint('likelihood').notNull(),
    quality: smallint('quality').notNull(),
    createdById: ref('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('goal_statuses', t),
    unique('goal_statuses_tenant_goal_week_key').on(t.tenantId, t.goalId, t.weekId),
    index('goal_statuses_tenant_goal_start_idx').on(t.tenantId, t.goalId, t.weekStartDate),
    // Who updated in a given week (dashboard compliance) without probing every goal.
    index('goal_statuses_tenant_week_goal_idx').on(t.tenantId, t.weekId, t.goalId),
    foreignKey({ name: 'goal_statuses_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
    foreignKey({ name: 'goal_statuses_week_fk', columns: [t.tenantId, t.weekId], foreignColumns: [periodWeeks.tenantId, periodWeeks.id] }),
  ],
);

/** The owner's result (kind 'owner', text = Outcome) and the manager's review (kind 'manager', text = Feedback). */
export const goalResults = pgTable(
  'goal_results',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    completed: boolean('completed').notNull(),
    quality: smallint('quality'),
    text: varchar('text', { length: 3000 }).notNull(),
    objectiveResult: smallint('objective_result'),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('goal_results', t),
    unique('goal_results_tenant_goal_kind_key').on(t.tenantId, t.goalId, t.kind),
    foreignKey({ name: 'goal_results_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
  ],
);

/** The goal's history: state changes of the goal or its edits, owner changes (0) and parent changes (1). */
export const goalTransitions = pgTable(
  'goal_transitions',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    transitionableType: varchar('transitionable_type', { length: 10 }).notNull(),
    transitionableId: ref('transitionable_id').notNull(),
    actionType: smallint('action_type'),
    meta: jsonb('meta'),
    fromState: varchar('from_state', { length: 24 }),
    toState: varchar('to_state', { length: 24 }),
    goalName: varchar('goal_name', { length: 255 }).notNull(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('goal_transitions', t),
    index('goal_transitions_tenant_goal_idx').on(t.tenantId, t.goalId, t.id),
    foreignKey({ name: 'goal_transitions_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    goalId: ref('goal_id').notNull(),
    commentableType: varchar('commentable_type', { length: 20 }).notNull(),
    commentableId: ref('commentable_id').notNull(),
    userId: ref('user_id').notNull(),
    body: varchar('body', { length: 5000 }).notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('comments', t),
    index('comments_tenant_commentable_idx').on(t.tenantId, t.commentableType, t.commentableId),
    index('comments_tenant_goal_idx').on(t.tenantId, t.goalId),
    foreignKey({ name: 'comments_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
    foreignKey({ name: 'comments_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

export const goalFollows = pgTable(
  'goal_follows',
  {
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    goalId: ref('goal_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'goal_follows_pkey', columns: [t.tenantId, t.userId, t.goalId] }),
    foreignKey({ name: 'goal_follows_goal_fk', columns: [t.tenantId, t.goalId], foreignColumns: [goals.tenantId, goals.id] }),
    foreignKey({ name: 'goal_follows_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * How many times the goal tree of a quarter changed: a goal added, aligned elsewhere, given to another owner, moved
 * to another quarter or deleted. What is kept about the tree (department_reach) is good while this number holds.
 */
export const goalTreeVersions = pgTable(
  'goal_tree_versions',
  {
    tenantId: tenantId().references(() => tenants.id),
    periodId: ref('period_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'goal_tree_versions_pkey', columns: [t.tenantId, t.periodId] }),
    foreignKey({ name: 'goal_tree_versions_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
  ],
);

/**
 * The alignment tree's department filter, kept: the goals of a quarter that have a goal of the department aligned
 * somewhere below them, as of the tree's and the departments' versions it was made at (decision 058).
 */
export const departmentReach = pgTable(
  'department_reach',
  {
    tenantId: tenantId().references(() => tenants.id),
    periodId: ref('period_id').notNull(),
    orgUnit: varchar('org_unit', { length: 255 }).notNull(),
    treeVersion: bigint('tree_version', { mode: 'number' }).notNull(),
    orgUnitVersion: bigint('org_unit_version', { mode: 'number' }).notNull(),
    goalIds: bigint('goal_ids', { mode: 'number' }).array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'department_reach_pkey', columns: [t.tenantId, t.periodId, t.orgUnit] }),
    foreignKey({ name: 'department_reach_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
  ],
);
