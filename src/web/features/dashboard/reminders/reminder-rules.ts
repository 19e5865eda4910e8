import type { TFunction } from 'i18next';
import type { Reminder } from '../../../../contract/dashboard';
import type { Notification } from '../../../../contract/notifications';

/** Spec 000 §2 and §9: fifty reminders at first, ten more per Load More. */
export const FIRST_REMINDERS = 50;
export const MORE_REMINDERS = 10;

export const nextTake = (take: number) => take + MORE_REMINDERS;

/** Load More shows while the server holds more reminders than are shown. */
export const hasMoreReminders = (shown: number, total: number) => shown < total;

/** What a reminder's button opens. */
export type ReminderAction =
  | { kind: 'addGoal'; periodId: number }
  | { kind: 'weekly'; goalId: number }
  | { kind: 'review'; source: 'goal' | 'edit'; id: number }
  | { kind: 'finalize'; goalId: number }
  | { kind: 'reviewResults'; goalId: number }
  | { kind: 'open'; link: string };

/** The dialog or drawer a reminder's button opens; a reminder without its goal id falls back to its page. */
export function reminderAction(r: Pick<Reminder, 'Type' | 'Id' | 'GoalId' | 'PeriodId' | 'Link'>): ReminderAction {
  const open: ReminderAction = { kind: 'open', link: r.Link };
  switch (r.Type) {
    case 'CreateGoals':
      return { kind: 'addGoal', periodId: r.PeriodId };
    case 'WeeklyUpdate':
      return r.GoalId ? { kind: 'weekly', goalId: r.GoalId } : open;
    case 'ApprovalRequest':
    case 'ShelveRequest':
      return r.GoalId ? { kind: 'review', source: 'goal', id: r.GoalId } : open;
    case 'EditRequest':
      return { kind: 'review', source: 'edit', id: r.Id };
    case 'FinalizeResults':
      return r.GoalId ? { kind: 'finalize', goalId: r.GoalId } : open;
    case 'ReviewResults':
      return r.GoalId ? { kind: 'reviewResults', goalId: r.GoalId } : open;
    case 'StartAppraisal':
    case 'SignAppraisal':
    case 'CountersignAppraisal':
    case 'SelfReview':
    case 'GiveFeedback':
    case 'ApprovePeers':
    case 'ActionItemOverdue':
    case 'ActionItemDue':
      return open;
  }
}

/** The tag's colour: an action item past its deadline in red, one due by tomorrow in gold; the rest plain. */
export const reminderTagColor = (type: Reminder['Type']): 'red' | 'gold' | undefined =>
  type === 'ActionItemOverdue' ? 'red' : type === 'ActionItemDue' ? 'gold' : undefined;

/**
 * A reminder's title in the language shown. A goal's or an action item's title is what a person wrote; the titles the
 * server composes (English, as the spec words them: 'Set your goals for Q2 2026', 'Ada Park's Q2 2026 appraisal') are
 * said again from the reminder's type, quarter and person. A quarter reads 'Q2 2026' in every language Trellis speaks.
 */
export function reminderTitle(r: Pick<Reminder, 'Type' | 'Title' | 'Quarter' | 'User'>, t: TFunction<'dashboard'>): string {
  switch (r.Type) {
    case 'CreateGoals':
    case 'SignAppraisal':
    case 'SelfReview':
      return t(`reminders.titles.${r.Type}`, { quarter: r.Quarter });
    case 'GiveFeedback':
      return r.User ? t('reminders.titles.feedbackAbout', { name: r.User.Name }) : r.Title;
    case 'ApprovePeers':
      return r.User ? t('reminders.titles.peersOf', { name: r.User.Name }) : r.Title;
    case 'StartAppraisal':
    case 'CountersignAppraisal':
      return r.User ? t('reminders.titles.appraisalOf', { name: r.User.Name, quarter: r.Quarter }) : r.Title;
    default:
      return r.Title;
  }
}

/**
 * A reminder's tag: its quarter, or an action item's deadline, which the server writes as 'Due 04/20/2026' (the spec's
 * American date) and the web says in the language shown, the day as `day` writes it.
 */
export function reminderTag(r: Pick<Reminder, 'Type' | 'Quarter'>, t: TFunction<'dashboard'>, day: (iso: string) => string): string {
  const due = /^Due (\d{2})\/(\d{2})\/(\d{4})$/.exec(r.Quarter);
  return due ? t('reminders.due', { date: day(`${due[3]}-${due[1]}-${due[2]}`) }) : r.Quarter;
}

type NoticeFacts = Pick<Notification, 'Id' | 'IsRead' | 'NotifiedObjectType' | 'GoalId'>;

/** The unread notices of a goal's request (not its comments or statuses), read once the request is answered. */
export const unreadNoticesOfGoal = (notices: readonly NoticeFacts[], goalId: number): number[] =>
  notices.filter((n) => !n.IsRead && n.NotifiedObjectType === 'Goal' && n.GoalId === goalId).map((n) => n.Id);
