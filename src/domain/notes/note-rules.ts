// Private notes (spec 001 §5, §6; decision 017): who may write, read, change and delete a note.

export const PLEASE_ENTER = 'Please enter!';
export const NOTE_TITLE_MAX = 255;
export const NOTE_BODY_MAX = 20_000;
export const NOTE_SORTS = ['Created', 'Updated'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];

export const NOTES_OFF = 'Notes are turned off for your company.';
export const NOTE_NOT_FOUND = 'This note was not found.';
export const NOT_ABOUT_YOURSELF = 'Notes are about the people you lead, not about yourself.';
export const ONLY_BELOW = 'You can write notes only about people who report to you, directly or through others.';

/** A refusal: 404 out of reach, or 400 naming the field of the form that asked (never 403: decision 027). */
export type NoteDecision = { ok: true } | { ok: false; status: 400 | 404; message: string; field?: string };
const ok: NoteDecision = { ok: true };
const no = (status: 400 | 404, message: string, field?: string): NoteDecision => ({ ok: false, status, message, field });

/**
 * Writing a new note about a person: notes on, not oneself, and the person below the author in the hierarchy.
 * Notes turned off are out of reach (404); a note about oneself or someone not below is a 400 naming UserId: an
 * Add Note drawer left open while the person moved away must not sign its author out (decision 027).
 */
export function decideNoteWrite(f: { enabled: boolean; isSelf: boolean; isBelow: boolean }): NoteDecision {
  if (!f.enabled) return no(404, NOTES_OFF);
  if (f.isSelf) return no(400, NOT_ABOUT_YOURSELF, 'UserId');
  if (!f.isBelow) return no(400, ONLY_BELOW, 'UserId');
  return ok;
}

/**
 * Reading, changing or deleting a note that exists: its author only, and nobody else learns it exists (404),
 * whoever they are: the person it is about, their new manager, HR admins, the CEO. A note stays with its author
 * when the person moves elsewhere in the hierarchy.
 */
export function decideNoteAccess(f: { enabled: boolean; isAuthor: boolean }): NoteDecision {
  if (!f.enabled) return no(404, NOTES_OFF);
  if (!f.isAuthor) return no(404, NOTE_NOT_FOUND);
  return ok;
}

/** The Add Note button of the Notes tab: as decideNoteWrite, without the reason. */
export const canAddNote = (f: { enabled: boolean; isSelf: boolean; isBelow: boolean }) => decideNoteWrite(f).ok;
