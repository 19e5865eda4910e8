import type { GoalEditState, GoalState } from '../goals/states';
import type { RoleName } from '../roles';
import { addDays } from '../periods';

/**
 * The kinds of dashboard reminder, in the order the list shows them (spec 000 §2, issue 5):
 * - CreateGoals: the viewer has no goal in the quarter (the current one; the next one from two weeks before it starts).
 * - ApprovalRequest / ShelveRequest / EditRequest: a direct report's goal, shelving or edit awaits the viewer's answer.
 * - ReviewResults: a direct report finalized a goal and the viewer has not given their review.
 * - WeeklyUpdate: the viewer's own tracked goal of the current quarter has no status for the current week.
 * - FinalizeResults: the viewer's own approved goal of a quarter that has ended.
 * - StartAppraisal: a direct report has no appraisal yet for a quarter still open for them (issue 14).
 * - SignAppraisal: the viewer's appraisal was shared with them; CountersignAppraisal: a report signed theirs.
 * - GiveFeedback: peer or upward feedback the viewer is asked for, in a quarter still open (issue 34).
 * - ApprovePeers: a direct report named peers who wait for the viewer's approval.
 * - SelfReview: the company asks for self-reviews and the viewer has not handed in theirs for an open quarter.
 * - ActionItemOverdue / ActionItemDue: an open action item assigned to the viewer is past its due day, or due
 *   today or tomorrow (issue 15).
 */
export const REMINDER_TYPES = [
  'CreateGoals',
  'ApprovalRequest',
  'ShelveRequest',
  'EditRequest',
  'ReviewResults',
  'WeeklyUpdate',
  'FinalizeResults',
  'StartAppraisal',
  'SignAppraisal',
  'CountersignAppraisal',
  'SelfReview',
  'GiveFeedback',
  'ApprovePeers',
  'ActionItemOverdue',
  'ActionItemDue',
] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** The texts of each kind: the title's prefix and the button. */
export const REMINDER_TEXTS: Record<ReminderType, { Prefix: string; ButtonText: string }> = {
  CreateGoals: { Prefix: 'Create Goals', ButtonText: 'Add a Goal' },
  ApprovalRequest: { Prefix: 'Approval Request', ButtonText: 'Review' },
  ShelveRequest: { Prefix: 'Shelving Request', ButtonText: 'Review' },
  EditRequest: { Prefix: 'Edit Request', ButtonText: 'Review' },
  ReviewResults: { Prefix: 'Review Results', ButtonText: 'Review Results' },
  WeeklyUpdate: { Prefix: 'Weekly Update', ButtonText: 'Update' },
  ActionItemOverdue: { Prefix: 'Overdue Action Item', ButtonText: 'Open' },
  ActionItemDue: { Prefix: 'Action Item Due', ButtonText: 'Open' },
  FinalizeResults: { Prefix: 'Finalize Results', ButtonText: 'Finalize' },
  StartAppraisal: { Prefix: 'Start Appraisal', ButtonText: 'Start' },
  SignAppraisal: { Prefix: 'Sign Appraisal', ButtonText: 'Read and sign' },
  CountersignAppraisal: { Prefix: 'Countersign Appraisal', ButtonText: 'Countersign' },
  SelfReview: { Prefix: 'Self-Review', ButtonText: 'Write' },
  GiveFeedback: { Prefix: 'Give Feedback', ButtonText: 'Answer' },
  ApprovePeers: { Prefix: 'Approve Peers', ButtonText: 'Approve' },
};

/** Days before a quarter starts from which the viewer is asked to create its goals. */
export const NEXT_QUARTER_LEAD_DAYS = 14;

export const reminderRank = (t: ReminderType) => REMINDER_TYPES.indexOf(t);

/** Reminders are for people who own goals: observers get none. */
export const getsReminders = (role: RoleName) => role !== 'observer';

/** CreateGoals for the current quarter, and for the next one once it starts within two weeks. */
export function createGoalsDue(f: {
  role: RoleName;
  today: string;
  period: { startDate: string; isCurrent: boolean };
  goalCount: number;
}): boolean {
  if (!getsReminders(f.role) || f.goalCount > 0) return false;
  if (f.period.isCurrent) return true;
  return f.period.startDate > f.today && addDays(f.period.startDate, -NEXT_QUARTER_LEAD_DAYS) <= f.today;
}

/** What the reminder rules need to know about one goal, seen from the viewer. */
export type ReminderGoalFacts = {
  state: GoalState;
  viewerIsOwner: boolean;
  /** The viewer is the owner's manager (ParentId); goal admins act from the goal list instead. */
  viewerIsManager: boolean;
  ownerActive: boolean;
  periodCurrent: boolean;
  periodEnded: boolean;
  hasCurrentWeekStatus: boolean;
  openEdit: Extract<GoalEditState, 'draft' | 'review'> | null;
  hasManagerResult: boolean;
};

/** The reminders one goal gives the viewer, by the rules above. */
export function goalReminderTypes(f: ReminderGoalFacts): ReminderType[] {
  const due: ReminderType[] = [];
  if (f.viewerIsManager && f.ownerActive) {
    if (f.state === 'review') due.push('ApprovalRequest');
    if (f.state === 'shelving_in_review') due.push('ShelveRequest');
    if (f.openEdit === 'review' && f.state === 'approved') due.push('EditRequest');
    if (f.state === 'results_in_review' && !f.hasManagerResult) due.push('ReviewResults');
  }
  if (f.viewerIsOwner) {
    if ((f.state === 'approved' || f.state === 'shelving_in_review') && f.periodCurrent && !f.hasCurrentWeekStatus)
      due.push('WeeklyUpdate');
    if (f.state === 'approved' && f.periodEnded) due.push('FinalizeResults');
  }
  return due;
}
