import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../../contract/calendar';
import { takeRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import { calendarFeedQueryOptions } from './api/calendar-feed';
import { CalendarFeedSetting } from './calendar-feed';

// The calendar feed's part of one's own settings.
const seedOf = (feed: CalendarFeed) => [[calendarFeedQueryOptions().queryKey, feed]] as const;
const none = seedOf({ Active: false, CreatedAt: null, LastReadAt: null });
const inUse = seedOf({ Active: true, CreatedAt: '2026-05-02T09:00:00Z', LastReadAt: null });

describe('the calendar feed setting', () => {
  it('offers to create an address when none is in use', async () => {
    const { user } = renderScreen(<CalendarFeedSetting />, { seed: none });
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Create calendar address/ }));
    await waitFor(() => expect(takeRequests()[0]).toMatchObject({ method: 'POST', url: '/api/profile/calendar' }));
  });

  it('tells when the address in use was made, and offers a new one or turning it off, each once confirmed', async () => {
    const { user } = renderScreen(<CalendarFeedSetting />, { seed: inUse });
    expect(screen.getByText(/In use since May 2, 2026\./)).toBeTruthy();
    expect(screen.getByText(/No calendar app has read it yet\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(takeRequests()).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Turn off the calendar feed? Calendars that use it stop updating.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(takeRequests()[0]).toMatchObject({ method: 'DELETE', url: '/api/profile/calendar' }));
  });

  it('speaks German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<CalendarFeedSetting />, { seed: none });
      expect(screen.getByRole('heading', { name: 'Kalender-Abo' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Kalenderadresse erstellen/ })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
