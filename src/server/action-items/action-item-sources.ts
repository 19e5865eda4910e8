import { notFound } from '../errors';
import { loadVisibleComment, type ViewerWork } from '../goals';
import { findAuthoredNote } from '../notes';

export const NOTE_NOT_FOUND = 'This note was not found.';
export const SOURCE_COMMENT_NOT_FOUND = 'This comment was not found.';

export type Source = { sourceNoteId: number | null; sourceCommentId: number | null; sourceGoalId: number | null };

/**
 * Where a new item is made from: a note the caller wrote, or a comment on a goal the caller can see. Anything
 * else is 404, so nobody learns of a note or a comment through this call.
 */
export async function sourceOf(w: ViewerWork, input: { NoteId?: number | null; CommentId?: number | null }): Promise<Source> {
  const { tx, viewer } = w;
  // Each id named is checked, so one out of reach is 404 whatever else the body says; a note wins over a comment.
  const note = input.NoteId ? await findAuthoredNote(tx, viewer.tenantId, viewer.userId, input.NoteId) : null;
  if (input.NoteId && !note) throw notFound(NOTE_NOT_FOUND, 'NoteId');
  const comment = input.CommentId ? (await loadVisibleComment(tx, viewer, input.CommentId)).c : null;
  if (note) return { sourceNoteId: note.id, sourceCommentId: null, sourceGoalId: null };
  if (comment) return { sourceNoteId: null, sourceCommentId: comment.id, sourceGoalId: comment.goalId };
  return { sourceNoteId: null, sourceCommentId: null, sourceGoalId: null };
}
