import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { HelpResponse } from '../../../contract/people';
import { renderScreen } from '../../testing/render';
import { helpQueryOptions } from './api/get-help';
import { HelpPage } from './help-page';

// What GET /api/help answered: a help desk, one org admin, nobody else.
const help: HelpResponse = {
  helplink: 'https://help.northwind.example',
  users: {
    OrgAdmins: [{ Id: 3, Name: 'Mia Lopez', JobTitle: 'People Lead', Email: 'mia@northwind.example', Avatar: null }],
    GoalAdmins: [],
    HrAdmins: [],
    GoalManagers: [],
  },
};
const seed = [[helpQueryOptions().queryKey, help]] as const;

describe('the help page', () => {
  it('says whom to ask for what', () => {
    renderScreen(<HelpPage />, { seed });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Goal Manager' })).toBeTruthy();
    expect(screen.getAllByText('Nobody has this permission yet.')).toHaveLength(3);
  });
});

describe('the help page in German', () => {
  it('says it in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<HelpPage />, { seed });
      expect(screen.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Brauchen Sie Hilfe?' })).toBeTruthy();
      expect(screen.getByRole('link', { name: /Helpdesk öffnen/ })).toBeTruthy();
      expect(screen.getByText('Ansprechpersonen')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Organisations-Admins' })).toBeTruthy();
      expect(screen.getByText('Fügen Mitarbeitende hinzu, ordnen sie neu zu und verwalten besondere Berechtigungen.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Mia Lopez' })).toBeTruthy();
      expect(screen.getAllByText('Noch niemand hat diese Berechtigung.')).toHaveLength(3);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
