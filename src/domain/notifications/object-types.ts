/** What a notification refers to and opens (spec 000 §3, 001 §3). */
export const NOTIFIED_OBJECT_TYPES = ['Goal', 'Comment', 'GoalStatus', 'User', 'ActionItem', 'EmployeeEvaluation'] as const;
export type NotifiedObjectType = (typeof NOTIFIED_OBJECT_TYPES)[number];
