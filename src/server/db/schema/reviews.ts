import { boolean, check, date, foreignKey, index, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';
import { periods } from './periods';
import { appraisals } from './talent';
import type { AskedQuestion, QuestionAnswer, ReviewAudience } from '../../../domain/talent/review-questions';

// Appraisals with more voices (issue 34, decision 077): the company's review questions, each person's self-review and
// the peer and upward feedback of a quarter, and calibrations. All are the talent area's (db/table-owners.ts); whether
// a company asks for them is in talent_settings.

/**
 * One of the company's review questions for an audience: 'self', 'peer', 'upward' or 'manager'. A rating is answered on
 * the named scale `scale` (its labels, lowest first); a text in words. A form keeps the questions it was asked with
 * (feedback_requests.questions, appraisals.questions), so editing or removing one here never rewrites an answer.
 */
export const reviewQuestions = pgTable(
  'review_questions',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    audience: varchar('audience', { length: 8 }).$type<ReviewAudience>().notNull(),
    position: smallint('position').notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    /** 'rating' or 'text'. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** A rating's labels, lowest first (2 to 10); null for a text question. */
    scale: jsonb('scale').$type<string[]>(),
    required: boolean('required').notNull().default(true),
    updatedById: ref('updated_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('review_questions', t),
    index('review_questions_tenant_audience_idx').on(t.tenantId, t.audience, t.position),
    check('review_questions_audience_check', sql`${t.audience} IN ('self', 'peer', 'upward', 'manager')`),
    check('review_questions_kind_check', sql`${t.kind} IN ('rating', 'text')`),
    foreignKey({
      name: 'review_questions_updated_by_fk',
      columns: [t.tenantId, t.updatedById],
      foreignColumns: [users.tenantId, users.id],
    }),
  ],
);

/**
 * One voice about a person's quarter: their own self-review ('self', the respondent is the subject), a peer's feedback
 * ('peer') or a report's feedback about their manager ('upward', the subject is the manager). States: a peer the
 * employee nominated waits for the manager ('nominated'); an asked voice ('requested') answers ('submitted') or, a peer,
 * declines with a reason ('declined'). `questions` are the ones asked, kept when the request was made; `answers` follow
 * them by question id. Who wrote an anonymous answer is known only here: no answer of the API names it.
 */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    periodId: ref('period_id').notNull(),
    /** The person the voice is about. */
    subjectId: ref('subject_id').notNull(),
    respondentId: ref('respondent_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    state: varchar('state', { length: 12 }).notNull(),
    nominatedById: ref('nominated_by_id'),
    approvedById: ref('approved_by_id'),
    questions: jsonb('questions').$type<AskedQuestion[]>().notNull(),
    answers: jsonb('answers').$type<QuestionAnswer[]>(),
    declineReason: varchar('decline_reason', { length: 1000 }),
    requestedAt: at('requested_at'),
    submittedAt: at('submitted_at'),
    remindedAt: at('reminded_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('feedback_requests', t),
    unique('feedback_requests_once_key').on(t.tenantId, t.periodId, t.subjectId, t.kind, t.respondentId),
    // A person's quarter: every voice about them.
    index('feedback_requests_subject_idx').on(t.tenantId, t.subjectId, t.periodId),
    // What a person is asked to answer.
    index('feedback_requests_respondent_idx').on(t.tenantId, t.respondentId, t.state),
    check('feedback_requests_kind_check', sql`${t.kind} IN ('self', 'peer', 'upward')`),
    check('feedback_requests_state_check', sql`${t.state} IN ('nominated', 'requested', 'declined', 'submitted')`),
    foreignKey({ name: 'feedback_requests_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
    foreignKey({ name: 'feedback_requests_subject_fk', columns: [t.tenantId, t.subjectId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      name: 'feedback_requests_respondent_fk',
      columns: [t.tenantId, t.respondentId],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'feedback_requests_nominated_by_fk',
      columns: [t.tenantId, t.nominatedById],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'feedback_requests_approved_by_fk',
      columns: [t.tenantId, t.approvedById],
      foreignColumns: [users.tenantId, users.id],
    }),
  ],
);

/**
 * A calibration of a quarter's appraisal ratings over a part of the organisation: `root_user_id` and everyone below
 * them (the whole company when null). Open until the HR admin closes it; closing writes each calibrated position into
 * its appraisal, and nothing moves after.
 */
export const calibrations = pgTable(
  'calibrations',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    periodId: ref('period_id').notNull(),
    rootUserId: ref('root_user_id'),
    name: varchar('name', { length: 200 }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 8 }).notNull().default('open'),
    openedById: ref('opened_by_id').notNull(),
    closedById: ref('closed_by_id'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('calibrations', t),
    index('calibrations_tenant_period_idx').on(t.tenantId, t.periodId),
    check('calibrations_state_check', sql`${t.state} IN ('open', 'closed')`),
    foreignKey({ name: 'calibrations_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
    foreignKey({ name: 'calibrations_root_user_fk', columns: [t.tenantId, t.rootUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'calibrations_opened_by_fk', columns: [t.tenantId, t.openedById], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'calibrations_closed_by_fk', columns: [t.tenantId, t.closedById], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** One move of a person's card in a calibration: from and to a cell of the talent matrix, with its reason. */
export const calibrationMoves = pgTable(
  'calibration_moves',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    calibrationId: ref('calibration_id').notNull(),
    appraisalId: ref('appraisal_id').notNull(),
    userId: ref('user_id').notNull(),
    fromPrimary: smallint('from_primary').notNull(),
    fromSecondary: smallint('from_secondary').notNull(),
    toPrimary: smallint('to_primary').notNull(),
    toSecondary: smallint('to_secondary').notNull(),
    reason: text('reason').notNull(),
    movedById: ref('moved_by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('calibration_moves', t),
    // A calibration's history, and each person's newest position in it.
    index('calibration_moves_calibration_idx').on(t.tenantId, t.calibrationId, t.userId, t.id),
    check('calibration_moves_reason_len', sql`length(${t.reason}) BETWEEN 1 AND 2000`),
    foreignKey({
      name: 'calibration_moves_calibration_fk',
      columns: [t.tenantId, t.calibrationId],
      foreignColumns: [calibrations.tenantId, calibrations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'calibration_moves_appraisal_fk',
      columns: [t.tenantId, t.appraisalId],
      foreignColumns: [appraisals.tenantId, appraisals.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'calibration_moves_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'calibration_moves_moved_by_fk', columns: [t.tenantId, t.movedById], foreignColumns: [users.tenantId, users.id] }),
  ],
);
