import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { takeRequests } from '../../../testing/network';
import { aProfile } from '../drawers/test-profile';
import { SettingsTab } from './settings-tab';
import { calendarFeedQueryOptions } from '../api/calendar-feed';

// The calendar feed's part reads its state: none in use.
const seed = [[calendarFeedQueryOptions().queryKey, { Active: false, CreatedAt: null, LastReadAt: null }]] as const;

describe('the settings tab’s language', () => {
  it('offers the browser’s language and each language by its own name, and sends the choice', async () => {
    const { user } = renderScreen(
      <SettingsTab profile={aProfile({ Language: null, EmailNotifications: true })} onChangePassword={() => {}} />,
      { seed },
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    // What the select shows is its content's title.
    const shown = () => select.parentElement?.getAttribute('title');
    expect(shown()).toBe('As my browser, then my company');
    await user.click(select);
    expect((await screen.findByText('English')).getAttribute('lang')).toBe('en');
    expect(screen.getAllByText('As my browser, then my company')).toHaveLength(2); // chosen, and among the options
    await user.click(screen.getByText('Deutsch'));
    await waitFor(() => expect(takeRequests()).toEqual([{ method: 'PUT', url: '/api/Profile/Language', body: { Language: 'de' } }]));
    // The call failed (no network here): the choice goes back and says why.
    expect(await screen.findByText('The server could not be reached. Please check your connection.')).toBeTruthy();
    await waitFor(() => expect(shown()).toBe('As my browser, then my company'));
  });
});

describe('the settings tab in German', () => {
  it('names its settings in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<SettingsTab profile={aProfile({ Language: 'de', EmailNotifications: true })} onChangePassword={() => {}} />, { seed });
      expect(screen.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
      expect(screen.getByText('Deutsch')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Passwort ändern/ })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
