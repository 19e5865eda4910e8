import { z } from 'zod';
import { NOTE_BODY_MAX, NOTE_TITLE_MAX, NOTE_SORTS, PLEASE_ENTER } from '../domain/notes/note-rules';
import { RICH_TEXT, requiredText, text } from './common';

// Private notes (spec 001 §3 Note, §5, §7 'Notes'; decision 017). A note is its author's alone.

const id = z.coerce.number().int().positive();

/** A note: only its author ever receives one. `UserId` is the person it is about. */
export const Note = z.object({
  Id: z.number(),
  Title: z.string(),
  Body: z.string().describe(RICH_TEXT),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  UserId: z.number(),
});
export type Note = z.infer<typeof Note>;

const Title = requiredText(NOTE_TITLE_MAX, PLEASE_ENTER);
const Body = z.string({ error: PLEASE_ENTER }).max(NOTE_BODY_MAX, `Must be at most ${NOTE_BODY_MAX} characters.`).describe(RICH_TEXT);

/** POST /note: a note about someone below the author, while the company has notes on. */
export const NoteCreate = z.object({ UserId: id, Title, Body });
export type NoteCreate = z.input<typeof NoteCreate>;

/** PUT /note/{id}: the author changes the title and body. */
export const NoteUpdate = z.object({ Title, Body });
export type NoteUpdate = z.input<typeof NoteUpdate>;

export const NoteUserParam = z.object({ userId: id });

/**
 * GET /note/{userId}?SortBy&Search&Page&PageSize: the caller's own notes about that person, newest first by
 * creation (`Created`) or last change (`Updated`); `Search` matches the title or the text of the body. The
 * answer is the list itself (as the spec has it); a page shorter than PageSize is the last.
 */
export const NoteListQuery = z.object({
  SortBy: z.enum(NOTE_SORTS).default('Created'),
  Search: text(100).default(''),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type NoteListQuery = z.input<typeof NoteListQuery>;
