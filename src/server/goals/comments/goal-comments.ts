import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { Comment } from '../../../contract/goals';
import { loadGoalView } from '../read/goal-access';
import { seesApprovalComments, toComment } from '../read/goal-history';
import type { GoalView } from '../read/goal-view';
import {
  deleteCommentRow,
  findCommentWithAuthor,
  findStatusCommentRows,
  findStatusGoalId,
  findTransitionGoalId,
  insertComment,
  updateCommentBody,
  type CommentRow,
} from './comment-queries';
import type { Viewer, ViewerWork } from '../viewer';

const COMMENT_NOT_FOUND = 'Comment not found.';

/** The goal behind a commentable: a weekly status, a history entry, or (for results) the goal itself. */
async function findCommentableGoalId(tx: Db, tenantId: number, type: Comment['Type'], id: number): Promise<number | null> {
  if (type === 'GoalStatus') return findStatusGoalId(tx, tenantId, id);
  if (type === 'StateTransition') return findTransitionGoalId(tx, tenantId, id);
  return id;
}

function checkCommentable(viewer: Viewer, view: GoalView, type: Comment['Type']) {
  if (type === 'StateTransition' && !seesApprovalComments(viewer, view)) {
    throw forbidden('Only the owner, their manager and admins comment on approval actions.');
  }
  if (type === 'OwnerGoalResult' && !view.ownerResult) throw notFound('The goal has no result from its owner yet.');
  if (type === 'ManagerGoalResult' && !view.managerResult) throw notFound('The goal has no review from the manager yet.');
}

export async function addComment(w: ViewerWork, input: { Id: number; Type: Comment['Type']; Comment: string }): Promise<Comment> {
  const { viewer } = w;
  const goalId = await findCommentableGoalId(w.tx, viewer.tenantId, input.Type, input.Id);
  // Only a weekly status and a history entry are looked up by id (a result's id is its goal's).
  if (goalId === null) throw notFound(input.Type === 'GoalStatus' ? 'GoalStatus not found.' : 'StateTransition not found.');
  const view = await loadGoalView(w.tx, viewer, goalId);
  checkCommentable(viewer, view, input.Type);
  const id = await insertComment(w.tx, {
    tenantId: viewer.tenantId,
    goalId,
    type: input.Type,
    commentableId: input.Id,
    userId: viewer.userId,
    body: input.Comment,
    at: w.now,
  });
  w.emit({ type: 'goal_commented', goalId, ownerId: view.row.ownerId, data: { commentId: id, type: input.Type, commentableId: input.Id } });
  const added = await findCommentWithAuthor(w.tx, viewer.tenantId, id);
  return toComment(added!.c, added!.name, viewer.userId);
}

/** A comment on a goal the viewer can see, that they may read: 404 otherwise (another area's action items link to one). */
export async function loadVisibleComment(tx: Db, viewer: Viewer, commentId: number): Promise<{ c: CommentRow; name: string }> {
  const found = await findCommentWithAuthor(tx, viewer.tenantId, commentId);
  if (!found) throw notFound(COMMENT_NOT_FOUND);
  const view = await loadGoalView(tx, viewer, found.c.goalId);
  if (found.c.commentableType === 'StateTransition' && !seesApprovalComments(viewer, view)) throw notFound(COMMENT_NOT_FOUND);
  return found;
}

/** A comment the viewer wrote on a goal they can still see: 404 otherwise, 403 for someone else's. */
async function loadOwnComment(tx: Db, viewer: Viewer, commentId: number): Promise<{ c: CommentRow; name: string }> {
  const found = await loadVisibleComment(tx, viewer, commentId);
  if (found.c.userId !== viewer.userId) throw forbidden('Only the author edits or deletes a comment.');
  return found;
}

export async function updateComment(w: ViewerWork, input: { CommentId: number; Comment: string }): Promise<Comment> {
  const { viewer } = w;
  const { c, name } = await loadOwnComment(w.tx, viewer, input.CommentId);
  await updateCommentBody(w.tx, viewer.tenantId, c.id, input.Comment, w.now);
  return toComment({ ...c, body: input.Comment, updatedAt: w.now }, name, viewer.userId);
}

export async function deleteComment(w: ViewerWork, commentId: number): Promise<void> {
  const { viewer } = w;
  await loadOwnComment(w.tx, viewer, commentId);
  await deleteCommentRow(w.tx, viewer.tenantId, commentId);
}

/** The comments on one weekly status of a goal the viewer can see. */
export async function findStatusComments(w: ViewerWork, statusId: number): Promise<Comment[]> {
  const { tx, viewer } = w;
  const goalId = await findStatusGoalId(tx, viewer.tenantId, statusId);
  if (goalId === null) throw notFound('Weekly status not found.');
  await loadGoalView(tx, viewer, goalId);
  const rows = await findStatusCommentRows(tx, viewer.tenantId, statusId);
  return rows.map(({ c, name }) => toComment(c, name, viewer.userId));
}
