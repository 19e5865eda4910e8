import type { NotifiedObjectType } from './object-types';

/**
 * The page a notification opens: its goal (for a goal, a comment on it, or — through the look-up page —
 * a weekly status), a person's profile, or the area of the object.
 */
export function notificationPath(n: { NotifiedObjectType: NotifiedObjectType; NotifiedObjectId: number; GoalId: number | null }): string {
  switch (n.NotifiedObjectType) {
    case 'Goal':
      return `/v3/goals/${n.NotifiedObjectId}`;
    case 'Comment':
      return n.GoalId !== null ? `/v3/goals/${n.GoalId}` : '/v3/notifications';
    case 'GoalStatus':
      return `/v3/notifications/goalstatus/${n.NotifiedObjectId}`;
    case 'User':
      return `/v3/profile/${n.NotifiedObjectId}`;
    case 'EmployeeEvaluation':
      return `/v3/talent/appraisal/${n.NotifiedObjectId}`;
    case 'ActionItem':
      return `/v3/actionitems?item=${n.NotifiedObjectId}`;
    // The weekly follow-up's: one's own goals waiting for this week's update, the team's goals, one person's goals.
    case 'WeeklyUpdate':
      return '/v3/goals?needs-update=1';
    case 'TeamSummary':
      return '/v3/goals?scope=reports';
    case 'MissedUpdates':
      return `/v3/goals?user=${n.NotifiedObjectId}`;
    // Feedback to give, to approve or to read: the talent page's Feedback tab opens the request or the person's feedback.
    case 'FeedbackRequest':
      return `/v3/talent/feedback/${n.NotifiedObjectId}`;
    case 'Calibration':
      return `/v3/talent/calibration/${n.NotifiedObjectId}`;
  }
}
