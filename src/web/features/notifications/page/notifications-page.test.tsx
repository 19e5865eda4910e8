import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../contract/notifications';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { notificationPagesQueryOptions } from '../api/get-notifications';
import { NotificationsPage } from './notifications-page';

const aNotification = (Id: number, IsRead: boolean, minutesAgo: number): Notification => ({
  Id,
  // The server's words (not the web's catalogue's).
  Subject: 'Grace Hopper approved your goal',
  Body: 'Ship the billing export',
  CreatedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  IsRead,
  NotifiedObjectType: 'Goal',
  NotifiedObjectId: 501,
  GoalId: 501,
  ActorId: 2,
  ActorName: 'Grace Hopper',
});

const page = (notifications: Notification[], UnreadCount: number) =>
  renderScreen(<NotificationsPage />, {
    session: aSession(),
    seed: [[notificationPagesQueryOptions().queryKey, { pages: [{ Notifications: notifications, UnreadCount }], pageParams: [1] }]],
  });

describe('the notifications page', () => {
  it('counts the unread and says how long ago each came', () => {
    page([aNotification(2, false, 5.5), aNotification(1, true, 10)], 1);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('1 unread.')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items[0]!.querySelector('.ant-typography')?.textContent).toBe('Grace Hopper approved your goal (unread)');
    expect(within(items[1]!).getByText('10 min ago')).toBeTruthy();
  });

  it('says when there are none', () => {
    page([], 0);
    expect(screen.getByText('There are no notifications right now.')).toBeTruthy();
  });
});

describe('the notifications page in German', () => {
  it('says it in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const first = page([aNotification(2, false, 5.5), aNotification(1, true, 10)], 1);
      expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeTruthy();
      expect(screen.getByText('1 ungelesen.')).toBeTruthy();
      const items = within(screen.getByRole('list', { name: 'Benachrichtigungen' })).getAllByRole('listitem');
      expect(items[0]!.querySelector('.ant-typography')?.textContent).toBe('Grace Hopper approved your goal (ungelesen)');
      expect(within(items[0]!).getByText('vor 5 Min.')).toBeTruthy();
      first.unmount();

      page([], 0);
      expect(screen.getByText('Im Moment gibt es keine Benachrichtigungen.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
