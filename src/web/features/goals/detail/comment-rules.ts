import type { TFunction } from 'i18next';
import type { Comment, Goal } from '../../../../contract/goals';
import type { Profile } from '../../../../contract/people';
import { shownTexts } from '../../../shared/i18n';

export type CommentType = Comment['Type'];

/** The error for a comment about to be sent (spec 000 §5's words), or null when it may go. */
export const commentError = (text: string, t: TFunction<'goalDetail'> = shownTexts('goalDetail')): string | null =>
  text.trim() ? null : t('comments.required');

/** Only a comment's author sees edit and delete (spec 000 §6); the server says who that is. */
export const canChangeComment = (comment: Pick<Comment, 'IsMine'>) => comment.IsMine;

/** The comments on one thing: a weekly status, a history entry or a result (results are keyed by the goal id). */
export const commentsOn = (comments: Comment[], type: CommentType, id: number) =>
  comments.filter((c) => c.Type === type && c.CommentableId === id);

type Viewer = Pick<Profile, 'Id' | 'RoleName' | 'IsOrgAdmin' | 'IsGoalAdmin' | 'IsHrAdmin'>;

/**
 * Who may add a comment where. Observers take no actions on goals. Approval actions are discussed only by
 * the owner, their manager and admins — the server refuses anyone else, so the box is not offered.
 */
export function canAddComment(viewer: Viewer, goal: Pick<Goal, 'User' | 'IsManager'>, type: CommentType): boolean {
  if (viewer.RoleName === 'observer') return false;
  if (type !== 'StateTransition') return true;
  return goal.User.Id === viewer.Id || goal.IsManager || viewer.IsOrgAdmin || viewer.IsGoalAdmin || viewer.IsHrAdmin;
}
