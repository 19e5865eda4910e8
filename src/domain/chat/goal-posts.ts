import { canSeeGoal, type GoalSeer } from '../goals/visibility';
import { isAtRisk } from '../goals/weekly-status';
import type { GoalState } from '../goals/states';

/**
 * What a company's chat channel may be told of a goal event (issue 33, decision 075). The channel is read by the
 * company's members, so it is told only what an ordinary member sees: never a private (hidden) or deleted goal, and
 * the title of a goal not yet published (a draft in review) is withheld.
 */
export const CHAT_POST_EVENTS = ['goal_submitted', 'goal_edit_submitted', 'goal_status_updated'] as const;
export type ChatPostEvent = (typeof CHAT_POST_EVENTS)[number];
export const isChatPostEvent = (type: string): type is ChatPostEvent => (CHAT_POST_EVENTS as readonly string[]).includes(type);

export type GoalPostFacts = {
  type: ChatPostEvent;
  goal: { state: GoalState; hidden: boolean; deleted: boolean };
  /** goal_status_updated: the update's likelihood, whether it is the goal's newest week, the week before's likelihood. */
  status?: { likelihood: number; newest: boolean; previousLikelihood: number | null };
};

export type GoalPost = { kind: 'approval'; edit: boolean; titled: boolean } | { kind: 'atRisk' };

// An ordinary member of the company: no admin, nobody's manager, the goal not in their cascade.
const MEMBER: GoalSeer = { userId: 0, roleName: 'contributor', isAdmin: false, isGoalManager: false };
const memberSees = (goal: GoalPostFacts['goal'], state: GoalState) =>
  canSeeGoal(MEMBER, {
    state,
    hidden: goal.hidden,
    ownerId: -1,
    ownerIsCeo: false,
    ownerParentId: null,
    ownerUnderViewer: false,
    inViewerCascade: false,
  });

/**
 * Whether the event posts, and what: an approval waiting (submitted, or edits submitted), or a goal newly at risk (its
 * newest weekly update below 2, the week before's 2 or more, or none). Null: nothing to post.
 */
export function goalPostOf(f: GoalPostFacts): GoalPost | null {
  if (f.goal.hidden || f.goal.deleted) return null;
  if (f.type === 'goal_submitted' || f.type === 'goal_edit_submitted') {
    return { kind: 'approval', edit: f.type === 'goal_edit_submitted', titled: memberSees(f.goal, f.goal.state) };
  }
  const s = f.status;
  if (!s || !s.newest || !memberSees(f.goal, f.goal.state) || !isAtRisk(s.likelihood)) return null;
  return s.previousLikelihood === null || !isAtRisk(s.previousLikelihood) ? { kind: 'atRisk' } : null;
}
