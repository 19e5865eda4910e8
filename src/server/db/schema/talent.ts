import { boolean, check, date, foreignKey, index, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';
import { periods } from './periods';
import type { TalentLabel, FormLabels } from '../../../domain/talent/settings-rules';
import type { AskedQuestion, PeerVisibility, QuestionAnswer } from '../../../domain/talent/review-questions';

/** A company's talent settings (one row; a company without one has the defaults of domain/talent/settings-rules). */
export const talentSettings = pgTable('talent_settings', {
  tenantId: tenantId()
    .primaryKey()
    .references(() => tenants.id),
  primaryLabels: jsonb('primary_labels').$type<TalentLabel[]>().notNull(),
  secondaryLabels: jsonb('secondary_labels').$type<TalentLabel[]>().notNull(),
  tertiaryLabels: jsonb('tertiary_labels').$type<TalentLabel[]>().notNull(),
  formLabels: jsonb('form_labels').$type<FormLabels>().notNull(),
  enableTertiary: boolean('enable_tertiary').notNull().default(false),
  shareRatingWithEmployee: boolean('share_rating_with_employee').notNull().default(false),
  graceWeeks: smallint('grace_weeks').notNull().default(2),
  effectiveDate: date('effective_date', { mode: 'string' }),
  // Appraisals with more voices (issue 34, decision 077): which the company asks for, how many peers a person may name,
  // and how the employee sees their peers' answers ('named', 'anonymous' or 'summary').
  selfReviewOn: boolean('self_review_on').notNull().default(false),
  peerFeedbackOn: boolean('peer_feedback_on').notNull().default(false),
  upwardFeedbackOn: boolean('upward_feedback_on').notNull().default(false),
  peerCap: smallint('peer_cap').notNull().default(5),
  peerVisibility: varchar('peer_visibility', { length: 12 }).$type<PeerVisibility>().notNull().default('anonymous'),
  updatedById: ref('updated_by_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** What a signature holds: who, when, and the typed name or drawn image they signed with. */
export type StoredSignature = { signerId: number; name: string; kind: 'typed' | 'drawn'; value: string; signedAt: string };

/**
 * One appraisal of a person for a quarter (spec 001 §3). Ratings keep the scale (label count) and the label
 * texts they were given with, so a later change of the company's labels does not change what was written.
 */
export const appraisals = pgTable(
  'appraisals',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    reviewerId: ref('reviewer_id').notNull(),
    periodId: ref('period_id').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    review: text('review').notNull(),
    primaryRating: smallint('primary_rating').notNull(),
    secondaryRating: smallint('secondary_rating').notNull(),
    tertiaryRating: smallint('tertiary_rating'),
    ratingScale: smallint('rating_scale').notNull(),
    tertiaryScale: smallint('tertiary_scale'),
    primaryLabel: varchar('primary_label', { length: 100 }).notNull(),
    secondaryLabel: varchar('secondary_label', { length: 100 }).notNull(),
    tertiaryLabel: varchar('tertiary_label', { length: 100 }),
    employeeComment: text('employee_comment'),
    employeeSignature: jsonb('employee_signature').$type<StoredSignature>(),
    managerSignature: jsonb('manager_signature').$type<StoredSignature>(),
    sharedAt: at('shared_at'),
    acknowledgedAt: at('acknowledged_at'),
    completedAt: at('completed_at'),
    /** The company's manager questions as asked when the appraisal was started, and the manager's answers (issue 34). */
    questions: jsonb('questions').$type<AskedQuestion[]>(),
    answers: jsonb('answers').$type<QuestionAnswer[]>(),
    /** When a closed calibration last wrote the ratings. */
    calibratedAt: at('calibrated_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('appraisals', t),
    unique('appraisals_tenant_user_period_key').on(t.tenantId, t.userId, t.periodId),
    // The overview and the matrix read a quarter's appraisals of a whole company.
    index('appraisals_tenant_period_idx').on(t.tenantId, t.periodId, t.userId),
    check('appraisals_state_check', sql`${t.state} IN ('draft', 'shared', 'acknowledged', 'completed')`),
    check('appraisals_review_len', sql`length(${t.review}) <= 20000`),
    foreignKey({ name: 'appraisals_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'appraisals_reviewer_fk', columns: [t.tenantId, t.reviewerId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'appraisals_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
  ],
);
