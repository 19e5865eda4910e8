import type { GoalEventType } from '../notifications/event-types';
import type { EditAction, GoalAction } from './transitions';

/** The event each goal action queues. */
export const GOAL_ACTION_EVENT: Record<GoalAction, GoalEventType> = {
  submit: 'goal_submitted',
  publish: 'goal_published',
  approve: 'goal_approved',
  request_changes: 'goal_changes_requested',
  retract: 'goal_retracted',
  shelve: 'goal_shelved',
  request_shelve: 'goal_shelve_requested',
  approve_shelve: 'goal_shelved',
  deny_shelve: 'goal_reactivated',
  cancel_shelve: 'goal_reactivated',
  reactivate: 'goal_reactivated',
  finalize: 'goal_finalized',
  retract_results: 'goal_results_retracted',
  agree_results: 'goal_reviewed',
  reopen_results: 'goal_reviewed',
};

/** The event each action on a proposed edit queues. */
export const EDIT_ACTION_EVENT: Record<EditAction, GoalEventType> = {
  submit: 'goal_edit_submitted',
  approve: 'goal_edit_approved',
  request_changes: 'goal_changes_requested',
  retract: 'goal_retracted',
  discard: 'goal_retracted',
};
