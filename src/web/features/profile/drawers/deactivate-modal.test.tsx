import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { peopleKeys } from '../api/people-keys';
import { DeactivateModal } from './deactivate-modal';

const person = { Id: 12, Name: 'Daniel Cho', ManagerId: 5, ManagerName: 'Olivia Hart' };
// What GET /api/profile/DeactivateData/12 answered: one goal, three reports.
const seed = [[peopleKeys.deactivateData(12), { GoalCount: 1, UserCount: 3 }]] as const;

// The dialog asks again on opening, so the preview is never stale; the answer seeded stays shown.
const askedAgain = () =>
  waitFor(() => expect(takeRequests()).toEqual([{ method: 'GET', url: '/api/profile/DeactivateData/12', body: undefined }]));

describe('the deactivation dialog', () => {
  it('tells what happens, counting as English does', async () => {
    renderScreen(<DeactivateModal person={person} onClose={() => {}} />, { seed });
    expect(await screen.findByText('Deactivate Daniel Cho?')).toBeTruthy();
    expect(
      screen.getByText('1 goal of this and later quarters stays with Daniel Cho, marked as deactivated; reassign it to keep it going.'),
    ).toBeTruthy();
    expect(screen.getByText('3 direct reports move to Olivia Hart.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await askedAgain();
  });
});

describe('the deactivation dialog in German', () => {
  it('tells what happens in German, with German plurals', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<DeactivateModal person={person} onClose={() => {}} />, { seed });
      expect(await screen.findByText('Daniel Cho deaktivieren?')).toBeTruthy();
      expect(
        screen.getByText(
          'Daniel Cho wird sofort abgemeldet und kann sich nicht mehr anmelden. Sie können die Person später wieder aktivieren.',
        ),
      ).toBeTruthy();
      expect(
        screen.getByText(
          '1 Ziel dieses und späterer Quartale bleibt bei Daniel Cho und wird als deaktiviert markiert; weisen Sie es neu zu, damit es weiterläuft.',
        ),
      ).toBeTruthy();
      expect(screen.getByText('3 direkte Mitarbeitende wechseln zu Olivia Hart.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Deaktivieren' })).toBeTruthy();
      await askedAgain();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
