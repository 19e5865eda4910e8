/**
 * What a notification refers to and opens (spec 000 §3, 001 §3). The weekly follow-up's (issue 33) each name a person:
 * WeeklyUpdate the reminded person (their goals waiting for an update), TeamSummary the manager (their team's goals),
 * MissedUpdates the person who missed their updates (that person's goals).
 */
export const NOTIFIED_OBJECT_TYPES = [
  'Goal',
  'Comment',
  'GoalStatus',
  'User',
  'ActionItem',
  'EmployeeEvaluation',
  'WeeklyUpdate',
  'TeamSummary',
  'MissedUpdates',
  // An appraisal's other voices (issue 34): a feedback request (peer, upward or a self-review) and a calibration.
  'FeedbackRequest',
  'Calibration',
] as const;
export type NotifiedObjectType = (typeof NOTIFIED_OBJECT_TYPES)[number];
