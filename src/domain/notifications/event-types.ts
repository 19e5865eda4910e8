/** What the goal services announce on the event bus (src/server/events/bus.ts). */
export const GOAL_EVENT_TYPES = [
  'goal_created',
  'goal_updated',
  'goal_submitted',
  'goal_published',
  'goal_approved',
  'goal_changes_requested',
  'goal_retracted',
  'goal_edit_submitted',
  'goal_edit_approved',
  'goal_shelve_requested',
  'goal_shelved',
  'goal_reactivated',
  'goal_status_updated',
  'goal_finalized',
  'goal_reviewed',
  'goal_results_retracted',
  'goal_commented',
  'goal_owner_changed',
  'goal_parent_changed',
  'goal_deleted',
] as const;
export type GoalEventType = (typeof GOAL_EVENT_TYPES)[number];

/** Changes to people that the live channel passes on as TenantUpdate (spec 001 §4, real-time events). */
export const PEOPLE_EVENT_TYPES = ['employee_added', 'user_updated', 'manager_updated', 'user_deactivated', 'user_activated'] as const;
export type PeopleEventType = (typeof PEOPLE_EVENT_TYPES)[number];

/** What the talent area announces: an appraisal shared with its employee, signed by them, completed by the manager. */
export const APPRAISAL_EVENT_TYPES = ['appraisal_shared', 'appraisal_signed', 'appraisal_completed'] as const;
export type AppraisalEventType = (typeof APPRAISAL_EVENT_TYPES)[number];

/**
 * What the talent area announces of an appraisal's other voices (issue 34, decision 077): a peer nominated (the manager
 * approves), feedback asked of someone, given or declined, a self-review handed in, a calibration opened or closed.
 */
export const REVIEW_EVENT_TYPES = [
  'peer_nominated',
  'feedback_requested',
  'feedback_reminder',
  'feedback_submitted',
  'feedback_declined',
  'self_review_submitted',
  'calibration_opened',
  'calibration_closed',
] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];

/** What the action-items area announces: an item assigned (made, or given to someone new), changed, completed, reopened. */
export const ACTION_ITEM_EVENT_TYPES = [
  'action_item_assigned',
  'action_item_changed',
  'action_item_completed',
  'action_item_reopened',
] as const;
export type ActionItemEventType = (typeof ACTION_ITEM_EVENT_TYPES)[number];
