import type { NotifiedObjectType } from './object-types';
import { LIKELIHOOD_LABELS, QUALITY_LABELS } from '../goals/weekly-status';
import type { GoalEventType } from './event-types';

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
  subject: string;
  body: string;
  objectType: NotifiedObjectType;
  objectId: number;
  goalId: number;
};

export const SUBJECT_MAX = 512;
export const BODY_MAX = 2000;
const EXCERPT_MAX = 300;

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

type Pick = { to: number | null | undefined; role: NoticeRole; subject: string };

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
    planned.push({ userId: p.to, role: p.role, subject: cut(p.subject, SUBJECT_MAX), body, ...object, goalId: input.goal.id });
  }
  return planned;
}

function recipientsOf(input: GoalNoticeInput): Pick[] {
  const { type, data, goal } = input;
  const a = input.actor.name;
  const owner = (subject: string): Pick => ({ to: goal.owner.id, role: 'owner', subject });
  const manager = (subject: string): Pick => ({ to: goal.managerId, role: 'manager', subject });
  const followers = (subject: string): Pick[] => input.followers.map((to) => ({ to, role: 'follower' as const, subject }));
  const from = str(data.from);
  const byOwner = input.actor.id === goal.owner.id;

  switch (type) {
    case 'goal_created':
      return [owner(`${a} created a goal for you`)];
    case 'goal_updated':
      return [owner(`${a} edited your goal`)];
    case 'goal_submitted':
      return [manager(`${a} asked you to approve a goal`)];
    case 'goal_published':
      return [owner(`${a} published your goal`)];
    case 'goal_approved':
      return [owner(`${a} approved your goal`)];
    case 'goal_changes_requested':
      return [
        owner(data.editId !== undefined ? `${a} requested changes to the edits of your goal` : `${a} requested changes to your goal`),
      ];
    case 'goal_retracted':
      // Only a request the manager was waiting on; discarding draft edits concerns nobody else.
      if (from !== 'review') return [];
      return [
        manager(
          data.editId !== undefined ? `${a} withdrew edits waiting for your approval` : `${a} withdrew a goal waiting for your approval`,
        ),
      ];
    case 'goal_edit_submitted':
      return [manager(`${a} asked you to approve edits to a goal`)];
    case 'goal_edit_approved':
      return [owner(`${a} approved the edits to your goal`)];
    case 'goal_shelve_requested':
      return [manager(`${a} asked you to shelve a goal`)];
    case 'goal_shelved':
      return [owner(from === 'shelving_in_review' ? `${a} approved shelving your goal` : `${a} shelved your goal`)];
    case 'goal_reactivated':
      if (from === 'shelving_in_review') {
        return byOwner ? [manager(`${a} withdrew a request to shelve a goal`)] : [owner(`${a} denied shelving your goal`)];
      }
      return [owner(`${a} brought your goal back from the shelf`)];
    case 'goal_status_updated':
      return followers(`${a} gave a weekly update on a goal you follow`);
    case 'goal_finalized':
      if (data.edited === true) return [manager(`${a} changed results waiting for your review`)];
      return [manager(`${a} submitted results for your review`), ...followers(`${a} submitted results of a goal you follow`)];
    case 'goal_reviewed':
      // The owner settles it too, by changing their results to agree with the manager's.
      return byOwner ? [manager(`${a} changed the results you reviewed`)] : [owner(`${a} reviewed the results of your goal`)];
    case 'goal_results_retracted':
      return [manager(`${a} took back results waiting for your review`)];
    case 'goal_commented':
      return commentRecipients(input);
    case 'goal_owner_changed':
      return [
        { to: goal.owner.id, role: 'new_owner', subject: `${a} gave you a goal` },
        { to: input.previousOwner?.id, role: 'previous_owner', subject: `${a} gave your goal to ${goal.owner.name}` },
      ];
    case 'goal_parent_changed':
      return [owner(`${a} aligned your goal to another parent`)];
    case 'goal_deleted':
      return [owner(`${a} deleted your goal`)];
  }
}

function commentRecipients(input: GoalNoticeInput): Pick[] {
  const c = input.comment;
  // Said with an action or a weekly update: that event's notification carries it already.
  if (!c || c.withAction) return [];
  const a = input.actor.name;
  return [
    { to: input.goal.owner.id, role: 'owner', subject: `${a} commented on your goal` },
    ...c.threadUserIds.map((to) => ({ to, role: 'thread' as const, subject: `${a} replied where you commented` })),
  ];
}

function objectOf(input: GoalNoticeInput): { objectType: NotifiedObjectType; objectId: number } {
  if (input.type === 'goal_commented' && input.comment) return { objectType: 'Comment', objectId: input.comment.id };
  if (input.type === 'goal_status_updated' && input.status) return { objectType: 'GoalStatus', objectId: input.status.id };
  return { objectType: 'Goal', objectId: input.goal.id };
}

/** The goal's title in quotes, then what was said or predicted. */
function bodyOf(input: GoalNoticeInput): string {
  const title = `“${input.goal.title}”`;
  const extra: string[] = [];
  if (input.type === 'goal_status_updated' && input.status) {
    extra.push(
      `Likelihood: ${LIKELIHOOD_LABELS[input.status.likelihood] ?? input.status.likelihood}, quality: ${QUALITY_LABELS[input.status.quality] ?? input.status.quality}.`,
    );
    if (input.status.comment) extra.push(cut(input.status.comment, EXCERPT_MAX));
  } else if (input.type === 'goal_commented' && input.comment) {
    extra.push(cut(input.comment.body, EXCERPT_MAX));
  } else {
    const verdict = str(input.data.verdict);
    if (input.type === 'goal_reviewed') extra.push(reviewOutcome(verdict, str(input.data.to)));
    if (input.actionComment) extra.push(cut(input.actionComment, EXCERPT_MAX));
  }
  const rest = extra.filter(Boolean).join(' ');
  return cut(rest ? `${title} — ${rest}` : title, BODY_MAX);
}

function reviewOutcome(verdict: string | null, to: string | null): string {
  if (verdict === 'In Dispute' || to === 'results_in_review') return 'The results are in dispute.';
  if (to === 'finalized') return 'The goal is finalized.';
  return verdict ? `Result: ${verdict}.` : '';
}
