import type { NotifiedObjectType } from '../../domain/notifications/object-types';

/**
 * A column holding another row's id: a foreign key the database checks, or one it does not (`enforced` false).
 * A polymorphic column names its table in a type column (comments.commentable_type -> commentable_id).
 */
export type Reference =
  | { column: string; table: string; targetColumn: string; enforced: boolean }
  | { column: string; byType: string; tables: Record<string, string> };

const soft = (column: string, table: string): Reference => ({ column, table, targetColumn: 'id', enforced: false });

/**
 * The table each kind of notified object is a row of: typed over every kind, so a new kind does not build without its
 * table, and an import rewrites its ids too. The weekly follow-up's notices (issue 33) each name a person.
 */
export const NOTIFIED_OBJECT_TABLES: Record<NotifiedObjectType, string> = {
  Goal: 'goals',
  Comment: 'comments',
  GoalStatus: 'goal_statuses',
  User: 'users',
  ActionItem: 'action_items',
  EmployeeEvaluation: 'appraisals',
  WeeklyUpdate: 'users',
  TeamSummary: 'users',
  MissedUpdates: 'users',
  FeedbackRequest: 'feedback_requests',
  Calibration: 'calibrations',
};

/**
 * Ids the schema keeps without a foreign key (history that outlives its row, polymorphic objects). A company
 * import rewrites them with the foreign keys; an id whose row did not come along becomes null. A tenant table
 * with a `*_id` column that is neither a foreign key nor listed here stops the export (see checkReferences).
 */
export const SOFT_REFERENCES: Record<string, Reference[]> = {
  action_items: [soft('source_note_id', 'notes'), soft('source_comment_id', 'comments'), soft('source_goal_id', 'goals')],
  ai_summaries: [soft('period_id', 'periods'), soft('generated_by_id', 'users'), soft('edited_by_id', 'users')],
  comments: [
    {
      column: 'commentable_id',
      byType: 'commentable_type',
      tables: {
        GoalStatus: 'goal_statuses',
        StateTransition: 'goal_transitions',
        OwnerGoalResult: 'goal_results',
        ManagerGoalResult: 'goal_results',
      },
    },
  ],
  company_themes: [soft('created_by_id', 'users')],
  goal_edits: [soft('parent_id', 'goals'), soft('created_by_id', 'users')],
  goal_results: [soft('user_id', 'users')],
  goal_statuses: [soft('created_by_id', 'users')],
  goal_transitions: [
    { column: 'transitionable_id', byType: 'transitionable_type', tables: { Goal: 'goals', GoalEdit: 'goal_edits' } },
    soft('user_id', 'users'),
  ],
  notifications: [
    {
      column: 'object_id',
      byType: 'object_type',
      tables: NOTIFIED_OBJECT_TABLES,
    },
  ],
  talent_settings: [soft('updated_by_id', 'users')],
  user_manuals: [soft('attachment_id', 'user_manual_files')],
};

/** Columns named `*_id` that hold another system's ids (the identity provider's), copied as they are. */
export const OUTSIDE_IDS: Record<string, string[]> = {
  sso_connections: ['client_id'],
  scim_external_ids: ['external_id'],
};

/**
 * Ids inside JSON columns, by path: goal_transitions.meta records the parents and owners a change moved between,
 * an audit entry of a manager change the managers before and after.
 */
export const JSON_REFERENCES: Record<string, Record<string, Record<string, string>>> = {
  goal_transitions: { meta: { FromParentId: 'goals', ToParentId: 'goals', FromUserId: 'users', ToUserId: 'users' } },
  audit_entries: { before: { 'Manager.Id': 'users' }, after: { 'Manager.Id': 'users' } },
};
