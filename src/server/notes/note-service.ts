import { badRequest, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { richTextPlain, sanitizeRichText } from '../http/rich-text';
import { findIsBelow } from '../people';
import { isFilled } from '../../domain/strategy/sections';
import { decideNoteAccess, decideNoteWrite, PLEASE_ENTER, type NoteDecision } from '../../domain/notes/note-rules';
import type { Note, NoteCreate, NoteListQuery, NoteUpdate } from '../../contract/notes';
import type { MessageBody } from '../../contract/common';
import type { z } from 'zod';
import {
  deleteNote as deleteRow,
  findNote,
  findNotesAbout,
  findNotesEnabled,
  findSubject,
  insertNote,
  updateNote as updateRow,
  type NoteRow,
} from './note-queries';
import { PERSON_NOT_FOUND } from '../../domain/askers';

const toNote = (n: NoteRow): Note => ({
  Id: n.id,
  Title: n.title,
  Body: n.body,
  CreatedAt: n.createdAt.toISOString(),
  UpdatedAt: n.updatedAt.toISOString(),
  UserId: n.userId,
});

function refuse(d: NoteDecision): void {
  if (!d.ok) throw d.status === 404 ? notFound(d.message) : badRequest(d.message, d.field);
}

/** The stored body: sanitised rich text that must still say something, and its words for the search. */
function bodyOf(html: string) {
  const body = sanitizeRichText(html);
  if (!isFilled(body)) throw badRequest(PLEASE_ENTER, 'Body');
  return {
    body,
    bodyText: richTextPlain(body),
  };
}

/** A note the caller wrote; 404 for anyone else's, whoever asks. */
async function loadOwn(w: Work, id: number): Promise<NoteRow> {
  const [enabled, note] = [await findNotesEnabled(w.tx, w.actor.tenantId), await findNote(w.tx, w.actor.tenantId, id)];
  if (!note) refuse(decideNoteAccess({ enabled, isAuthor: false }));
  refuse(decideNoteAccess({ enabled, isAuthor: note!.authorId === w.actor.userId }));
  return note!;
}

/** GET /note/{userId}: the caller's own notes about that person (none of anyone else's, ever). */
export async function listNotes(w: Work, input: { userId: number } & z.output<typeof NoteListQuery>): Promise<Note[]> {
  const { tenantId, userId: authorId } = w.actor;
  refuse(decideNoteAccess({ enabled: await findNotesEnabled(w.tx, tenantId), isAuthor: true }));
  if (!(await findSubject(w.tx, tenantId, input.userId))) throw notFound(PERSON_NOT_FOUND);
  const rows = await findNotesAbout(w.tx, {
    tenantId,
    authorId,
    userId: input.userId,
    sort: input.SortBy,
    search: input.Search,
    limit: input.PageSize,
    offset: (input.Page - 1) * input.PageSize,
  });
  return rows.map(toNote);
}

/** POST /note: a note about someone below the caller. */
export async function createNote(w: Work, input: z.output<typeof NoteCreate>): Promise<Note> {
  const { tenantId, userId } = w.actor;
  if (!(await findSubject(w.tx, tenantId, input.UserId))) throw notFound(PERSON_NOT_FOUND, 'UserId');
  refuse(
    decideNoteWrite({
      enabled: await findNotesEnabled(w.tx, tenantId),
      isSelf: input.UserId === userId,
      isBelow: await findIsBelow(w.tx, tenantId, input.UserId, userId),
    }),
  );
  const row = await insertNote(w.tx, {
    tenantId,
    authorId: userId,
    userId: input.UserId,
    title: input.Title,
    ...bodyOf(input.Body),
    createdAt: w.now,
    updatedAt: w.now,
  });
  return toNote(row);
}

/** PUT /note/{id}: its author changes it (also after the person has moved away from them). */
export async function updateNote(w: Work, input: { id: number } & z.output<typeof NoteUpdate>): Promise<Note> {
  await loadOwn(w, input.id);
  const row = await updateRow(w.tx, w.actor.tenantId, input.id, { title: input.Title, ...bodyOf(input.Body), updatedAt: w.now });
  return toNote(row);
}

/** DELETE /note/{id}. */
export async function deleteNote(w: Work, id: number): Promise<MessageBody> {
  await loadOwn(w, id);
  await deleteRow(w.tx, w.actor.tenantId, id);
  return { Message: 'The note was deleted.' };
}
