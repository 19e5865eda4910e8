import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { latestNotificationsQueryOptions } from '../../features/notifications/api/get-notifications';
import { renderScreen } from '../../testing/render';
import { aSession } from '../../testing/session';
import { NotificationsBell } from './notifications-drawer';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

const shell = () =>
  renderScreen(
    <>
      <nav aria-label="Main">
        <SideMenu />
      </nav>
      <NotificationsBell />
      <UserMenu compact={false} />
    </>,
    { session: aSession(), seed: [[latestNotificationsQueryOptions().queryKey, { Notifications: [], UnreadCount: 3 }]] },
  );

describe('the signed-in shell', () => {
  it('names the menu entries, the bell and the user menu in English', async () => {
    const { user } = shell();
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Goals',
      'Predictions',
      'Organization',
      'Talent',
      'Action Items',
      'Reports',
      'Help',
    ]);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'User menu for Ada Park' }));
    expect(await screen.findByRole('link', { name: 'View Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('the signed-in shell in German', () => {
  it('names the menu entries, the bell, its drawer and the user menu in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const { user } = shell();
      const menu = within(screen.getByRole('navigation', { name: 'Main' }));
      expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Startseite',
        'Ziele',
        'Prognosen',
        'Organisation',
        'Talente',
        'Aufgaben',
        'Berichte',
        'Hilfe',
      ]);
      await user.click(screen.getByRole('button', { name: 'Benutzermenü von Ada Park' }));
      expect(await screen.findByRole('link', { name: 'Profil anzeigen' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Abmelden' })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' }));
      expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Alle anzeigen' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
