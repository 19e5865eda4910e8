import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Note } from '../../../contract/notes';
import { renderScreen } from '../../testing/render';
import { aSession } from '../../testing/session';
import { aProfile } from '../profile/drawers/test-profile';
import { notesQueryOptions } from './api/notes-api';
import { NotesTab } from './notes-tab';

const note: Note = {
  Id: 4,
  Title: 'Career talk',
  Body: '<p>Wants to lead a project</p>',
  CreatedAt: '2026-11-03T12:00:00.000Z',
  UpdatedAt: '2026-11-05T12:00:00.000Z',
  UserId: 12,
};

const tab = (CanAddNote: boolean) =>
  renderScreen(<NotesTab profile={aProfile({ CanAddNote })} />, {
    session: aSession(),
    seed: [[notesQueryOptions(12, 'Created', '').queryKey, { pages: [[note]], pageParams: [1] }]],
  });

describe('the notes tab', () => {
  it('says who reads the notes and lists them with their dates', () => {
    tab(true);
    expect(screen.getByText('Only you can read your notes about Noah Patel: not Noah Patel, nor anyone else.')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Career talk' });
    expect(within(card).getByText('Created Nov 3, 2026 · Updated Nov 5, 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Create action item: Career talk' })).toBeTruthy();
  });
});

describe('the notes tab in German', () => {
  it('says it in German', async () => {
    await i18next.changeLanguage('de');
    // Dates follow once German's dayjs locale has loaded (a chunk of its own).
    await waitFor(() => expect(dayjs.locale()).toBe('de'));
    try {
      tab(false);
      expect(screen.getByText('Nur Sie können Ihre Notizen über Noah Patel lesen: weder Noah Patel noch sonst jemand.')).toBeTruthy();
      expect(screen.getByText(/^Sie können Notizen nur über Personen anlegen/)).toBeTruthy();
      expect(screen.getByText('Sortieren nach')).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: 'Notizen durchsuchen' })).toBeTruthy();
      const card = within(screen.getByRole('region', { name: 'Notizen über Noah Patel' })).getByRole('article', { name: 'Career talk' });
      expect(within(card).getByText('Erstellt am 3. Nov. 2026 · Geändert am 5. Nov. 2026')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Aufgabe erstellen: Career talk' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Bearbeiten: Career talk' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
