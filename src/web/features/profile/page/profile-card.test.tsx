import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { aProfile } from '../drawers/test-profile';
import { ProfileCard } from './profile-card';

const manager = {
  Id: 5,
  Name: 'Olivia Hart',
  JobTitle: 'VP Engineering',
  OrgUnit: 'Engineering',
  Avatar: null,
  RoleName: 'manager',
  Status: 'Active',
} as const;

// An invited HR admin with a manager, seen by someone who may do everything to them.
const invited = aProfile({
  Status: 'Invited',
  IsHrAdmin: true,
  Manager: manager,
  Permissions: { ...aProfile().Permissions, CanReinvite: true },
});

const renderCard = () => renderScreen(<ProfileCard profile={invited} onOpen={() => {}} onAction={() => {}} />);

describe('the profile card', () => {
  it('says who the person is, what they may do and whom they report to', () => {
    renderCard();
    expect(screen.getByLabelText('About Noah Patel')).toBeTruthy();
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getByText('Individual Contributor')).toBeTruthy();
    expect(screen.getByText('HR Admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Edit profile/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit responsibilities' })).toBeTruthy();
    expect(screen.getByText('No responsibilities written down yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Manager' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinvite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Profile' })).toBeTruthy();
  });
});

describe('the profile card in German', () => {
  it('says it all in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderCard();
      expect(screen.getByLabelText('Über Noah Patel')).toBeTruthy();
      expect(screen.getByText('Eingeladen')).toBeTruthy();
      expect(screen.getByText('Fachkraft')).toBeTruthy();
      expect(screen.getByText('HR-Admin')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Benutzerrechte' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Profil bearbeiten/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Verantwortlichkeiten bearbeiten' })).toBeTruthy();
      expect(screen.getByText('Noch keine Verantwortlichkeiten festgehalten.')).toBeTruthy();
      expect(screen.getByRole('link', { name: /Organigramm ansehen/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Führungskraft ändern' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Erneut einladen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Profil deaktivieren' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
