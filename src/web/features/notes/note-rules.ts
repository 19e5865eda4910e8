import type { Note } from '../../../contract/notes';
import { dayText } from '../../shared/dates';
import { NOTE_TITLE_MAX, PLEASE_ENTER, type NoteSort } from '../../../domain/notes/note-rules';

// Spec 001 §2 (Notes tab, 720px drawer), §5 (title and body required, 'Do you want to delete?'), §9 (sorts).
export { NOTE_TITLE_MAX, PLEASE_ENTER };
export const NOTES_PAGE_SIZE = 20;
export const DELETE_QUESTION = 'Do you want to delete?';

export const SORT_OPTIONS: { value: NoteSort; label: string }[] = [
  { value: 'Created', label: 'Created (newest first)' },
  { value: 'Updated', label: 'Updated (newest first)' },
];

/** Why there is no Add Note: the person is not (or no longer) below the viewer. */
export const ONLY_ABOUT_REPORTS =
  'You can add notes only about people who report to you, directly or through others. Notes you wrote earlier stay here for you.';

/** Who reads a note: its author, nobody else. */
export const privacyLine = (name: string) => `Only you can read your notes about ${name}: not ${name}, nor anyone else.`;

export const emptyText = (search: string) => (search ? 'No notes match this search.' : 'No notes yet.');

/** A page shorter than the page size is the last (the list answers no total). */
export const nextNotesPage = (pages: readonly { length: number }[]): number | undefined => {
  const last = pages.at(-1);
  return last && last.length === NOTES_PAGE_SIZE ? pages.length + 1 : undefined;
};

/** 'Created Nov 3, 2026', and when it was changed later, '· Updated Nov 5, 2026'. */
export function noteDates(note: Pick<Note, 'CreatedAt' | 'UpdatedAt'>): string {
  const created = `Created ${dayText(note.CreatedAt)}`;
  return note.UpdatedAt > note.CreatedAt ? `${created} · Updated ${dayText(note.UpdatedAt)}` : created;
}

/** Whether rich text holds any words (an editor left with empty paragraphs holds none). */
export const hasText = (html: string | null | undefined) =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

export type NoteValues = { Title: string; Body: string };

// The editor writes its own markup for the same text (spacing between tags, an empty document as <p></p>).
const normalBody = (html: string | undefined) => (hasText(html) ? (html ?? '').replace(/>\s+</g, '><').trim() : '');

export const noteChanged = (initial: NoteValues, values: Partial<NoteValues>) =>
  (values.Title ?? '').trim() !== initial.Title.trim() || normalBody(values.Body) !== normalBody(initial.Body);

export const notePayload = (values: NoteValues): NoteValues => ({ Title: values.Title.trim(), Body: values.Body });
