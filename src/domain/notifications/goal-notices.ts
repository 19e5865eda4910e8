import type { NotifiedObjectType } from './object-types';
import type { GoalEventType } from './event-types';
import { cut, EXCERPT_MAX, say, type NoticeBody, type NoticeText } from './notice-text';

export type Person = { id: number; name: string };

/** Why someone hears of an event; the server checks who may see what by it (approval comments, private goals). */
export type NoticeRole = 'owner' | 'manager' | 'follower' | 'thread' | 'new_owner' | 'previous_owner';

export type CommentKind = 'GoalStatus' | 'StateTransition' | 'OwnerGoalResult' | 'ManagerGoalResult';

/** One goal event with the facts the rules need, loaded by the server. */
export type GoalNoticeInput = {
  type: GoalEventType;
  actor: Person;
  goal: { id: number; title: string; owner: Person; managerId: number | null };
  /** The event's data as the goal services queue it (from/to states, ids, verdict). */
  data: Record<string, unknown>;
  followers: readonly number[];
  /** The comment given with this action (an approval comment), shown in the body. */
  actionComment?: string | null;
  /** goal_status_updated: the prediction and the comment given with it. */
  status?: { id: number; likelihood: number; quality: number; comment: string | null };
  /**
   * goal_commented: the comment; who else wrote on the same thing or owns it (a status's or result's
   * author, a history entry's actor); and whether it was given with an action or a weekly update (then
   * that event's notification already carries it).
   */
  comment?: { id: number; body: string; kind: CommentKind; threadUserIds: readonly number[]; withAction: boolean };
  /** goal_owner_changed: who had the goal (the event's owner is the new one). */
  previousOwner?: Person | null;
};

export type PlannedNotice = {
  userId: number;
  role: NoticeRole;
  subject: NoticeText;
  body: NoticeBody;
  objectType: NotifiedObjectType;
  objectId: number;
  goalId: number;
};

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

type Pick = { to: number | null | undefined; role: NoticeRole; subject: NoticeText };

/** Who hears of a goal event and what they read: never the actor, each person once (the first reason wins). */
export function planGoalNotices(input: GoalNoticeInput): PlannedNotice[] {
  const picks = recipientsOf(input);
  const object = objectOf(input);
  const body = bodyOf(input);
  const seen = new Set<number>([input.actor.id]);
  const planned: PlannedNotice[] = [];
  for (const p of picks) {
    if (p.to === null || p.to === undefined || seen.has(p.to)) continue;
    seen.add(p.to);
    planned.push({ userId: p.to, role: p.role, subject: p.subject, body, ...object, goalId: input.goal.id });
  }
  return planned;
}

function recipientsOf(input: GoalNoticeInput): Pick[] {
  const { type, data, goal } = input;
  const a = (key: string) => say(`goal.${key}`, { actor: input.actor.name });
  const owner = (subject: NoticeText): Pick => ({ to: goal.owner.id, role: 'owner', subject });
  const manager = (subject: NoticeText): Pick => ({ to: goal.managerId, role: 'manager', subject });
  const followers = (subject: NoticeText): Pick[] => input.followers.map((to) => ({ to, role: 'follower' as const, subject }));
  const from = str(data.from);
  const byOwner = input.actor.id === goal.owner.id;

  switch (type) {
    case 'goal_created':
      return [owner(a('created'))];
    case 'goal_updated':
      return [owner(a('updated'))];
    case 'goal_submitted':
      return [manager(a('submitted'))];
    case 'goal_published':
      return [owner(a('published'))];
    case 'goal_approved':
      return [owner(a('approved'))];
    case 'goal_changes_requested':
      return [owner(a(data.editId !== undefined ? 'editChangesRequested' : 'changesRequested'))];
    case 'goal_retracted':
      // Only a request the manager was waiting on; discarding draft edits concerns nobody else.
      if (from !== 'review') return [];
      return [manager(a(data.editId !== undefined ? 'editRetracted' : 'retracted'))];
    case 'goal_edit_submitted':
      return [manager(a('editSubmitted'))];
    case 'goal_edit_approved':
      return [owner(a('editApproved'))];
    case 'goal_shelve_requested':
      return [manager(a('shelveRequested'))];
    case 'goal_shelved':
      return [owner(a(from === 'shelving_in_review' ? 'shelveApproved' : 'shelved'))];
    case 'goal_reactivated':
      if (from === 'shelving_in_review') {
        return byOwner ? [manager(a('shelveWithdrawn'))] : [owner(a('shelveDenied'))];
      }
      return [owner(a('reactivated'))];
    case 'goal_status_updated':
      return followers(a('statusUpdated'));
    case 'goal_finalized':
      if (data.edited === true) return [manager(a('resultsChanged'))];
      return [manager(a('resultsSubmitted')), ...followers(a('resultsSubmittedFollowed'))];
    case 'goal_reviewed':
      // The owner settles it too, by changing their results to agree with the manager's.
      return byOwner ? [manager(a('resultsReviewChanged'))] : [owner(a('resultsReviewed'))];
    case 'goal_results_retracted':
      return [manager(a('resultsRetracted'))];
    case 'goal_commented':
      return commentRecipients(input);
    case 'goal_owner_changed':
      return [
        { to: goal.owner.id, role: 'new_owner', subject: a('given') },
        {
          to: input.previousOwner?.id,
          role: 'previous_owner',
          subject: say('goal.givenAway', { actor: input.actor.name, owner: goal.owner.name }),
        },
      ];
    case 'goal_parent_changed':
      return [owner(a('parentChanged'))];
    case 'goal_deleted':
      return [owner(a('deleted'))];
  }
}

function commentRecipients(input: GoalNoticeInput): Pick[] {
  const c = input.comment;
  // Said with an action or a weekly update: that event's notification carries it already.
  if (!c || c.withAction) return [];
  const actor = { actor: input.actor.name };
  return [
    { to: input.goal.owner.id, role: 'owner', subject: say('goal.commented', actor) },
    ...c.threadUserIds.map((to) => ({ to, role: 'thread' as const, subject: say('goal.replied', actor) })),
  ];
}

function objectOf(input: GoalNoticeInput): { objectType: NotifiedObjectType; objectId: number } {
  if (input.type === 'goal_commented' && input.comment) return { objectType: 'Comment', objectId: input.comment.id };
  if (input.type === 'goal_status_updated' && input.status) return { objectType: 'GoalStatus', objectId: input.status.id };
  return { objectType: 'Goal', objectId: input.goal.id };
}

/** The goal's title, then what was said or predicted. */
function bodyOf(input: GoalNoticeInput): NoticeBody {
  const parts: NoticeBody['parts'] = [];
  if (input.type === 'goal_status_updated' && input.status) {
    const { likelihood, quality } = input.status;
    parts.push(say('status', { likelihood: say(`likelihood.${likelihood}`), quality: say(`quality.${quality}`) }));
    if (input.status.comment) parts.push(cut(input.status.comment, EXCERPT_MAX));
  } else if (input.type === 'goal_commented' && input.comment) {
    parts.push(cut(input.comment.body, EXCERPT_MAX));
  } else {
    const outcome = input.type === 'goal_reviewed' ? reviewOutcome(str(input.data.verdict), str(input.data.to)) : null;
    if (outcome) parts.push(outcome);
    if (input.actionComment) parts.push(cut(input.actionComment, EXCERPT_MAX));
  }
  return { title: input.goal.title, parts };
}

function reviewOutcome(verdict: string | null, to: string | null): NoticeText | null {
  if (verdict === 'In Dispute' || to === 'results_in_review') return say('review.inDispute');
  if (to === 'finalized') return say('review.finalized');
  if (verdict === 'Achieved') return say('review.achieved');
  if (verdict === 'Not Achieved') return say('review.notAchieved');
  return null;
}
