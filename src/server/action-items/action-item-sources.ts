import { notFound } from '../errors';
import { loadVisibleComment, type ViewerWork } from '../goals';
import { findAuthoredNote } from '../notes';

export const NOTE_NOT_FOUND = 'This note was not found.';

export type Source = { sourceNoteId: number | null; sourceCommentId: number | null; sourceGoalId: number | null };

/**
 * Where a new item is made from: a note the caller wrote, or a comment on a goal the caller can see. Anything
 * else is 404, so nobody learns of a note or a comment through this call.
 */
export async function sourceOf(w: ViewerWork, input: { NoteId?: number | null; CommentId?: number | null }): Promise<Source> {
  const { tx, viewer } = w;
  if (input.NoteId) {
    const note = await findAuthoredNote(tx, viewer.tenantId, viewer.userId, input.NoteId);
    if (!note) throw notFound(NOTE_NOT_FOUND, 'NoteId');
    return { sourceNoteId: note.id, sourceCommentId: null, sourceGoalId: null };
  }
  if (input.CommentId) {
    const { c } = await loadVisibleComment(tx, viewer, input.CommentId);
    return { sourceNoteId: null, sourceCommentId: c.id, sourceGoalId: c.goalId };
  }
  return { sourceNoteId: null, sourceCommentId: null, sourceGoalId: null };
}
