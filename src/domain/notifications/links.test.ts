import { describe, expect, it } from 'vitest';
import { notificationPath } from './links';

describe('notificationPath', () => {
  it.each([
    [{ NotifiedObjectType: 'Goal', NotifiedObjectId: 4, GoalId: 4 }, '/v3/goals/4'],
    [{ NotifiedObjectType: 'Comment', NotifiedObjectId: 12, GoalId: 4 }, '/v3/goals/4'],
    [{ NotifiedObjectType: 'GoalStatus', NotifiedObjectId: 9, GoalId: 4 }, '/v3/notifications/goalstatus/9'],
    [{ NotifiedObjectType: 'User', NotifiedObjectId: 7, GoalId: null }, '/v3/profile/7'],
    [{ NotifiedObjectType: 'EmployeeEvaluation', NotifiedObjectId: 3, GoalId: null }, '/v3/talent/appraisal/3'],
    [{ NotifiedObjectType: 'ActionItem', NotifiedObjectId: 3, GoalId: null }, '/v3/actionitems?item=3'],
    [{ NotifiedObjectType: 'WeeklyUpdate', NotifiedObjectId: 7, GoalId: null }, '/v3/goals?needs-update=1'],
    [{ NotifiedObjectType: 'TeamSummary', NotifiedObjectId: 7, GoalId: null }, '/v3/goals?scope=reports'],
    [{ NotifiedObjectType: 'MissedUpdates', NotifiedObjectId: 8, GoalId: null }, '/v3/goals?user=8'],
  ] as const)('%o opens %s', (n, path) => {
    expect(notificationPath(n)).toBe(path);
  });
});
