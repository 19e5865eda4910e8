import type { TFunction } from 'i18next';
import type { Note } from '../../../contract/notes';
import { dayText } from '../../shared/dates';
import { NOTE_SORTS, NOTE_TITLE_MAX, type NoteSort } from '../../../domain/notes/note-rules';

// Spec 001 §2 (Notes tab, 720px drawer), §5 (title and body required, 'Do you want to delete?'), §9 (sorts).
export { NOTE_TITLE_MAX };
export const NOTES_PAGE_SIZE = 20;

type T = TFunction<'notes'>;

/** The two sorts, Created first. */
export const sortOptions = (t: T): { value: NoteSort; label: string }[] =>
  NOTE_SORTS.map((value) => ({ value, label: t(`tab.sort.${value}`) }));

/** Who reads a note: its author, nobody else. */
export const privacyLine = (name: string, t: T) => t('tab.privacy', { name });

export const emptyText = (search: string, t: T) => (search ? t('tab.noMatch') : t('tab.empty'));

/** A page shorter than the page size is the last (the list answers no total). */
export const nextNotesPage = (pages: readonly { length: number }[]): number | undefined => {
  const last = pages.at(-1);
  return last && last.length === NOTES_PAGE_SIZE ? pages.length + 1 : undefined;
};

/** 'Created Nov 3, 2026', and when it was changed later, '· Updated Nov 5, 2026'. */
export function noteDates(note: Pick<Note, 'CreatedAt' | 'UpdatedAt'>, t: T): string {
  const created = t('card.created', { date: dayText(note.CreatedAt) });
  return note.UpdatedAt > note.CreatedAt ? `${created} · ${t('card.updated', { date: dayText(note.UpdatedAt) })}` : created;
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
