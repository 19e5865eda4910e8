import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '../../../contract/notifications';
import { latestNotificationsQueryOptions } from '../../features/notifications/api/get-notifications';
import { takeRequests, type SentRequest } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import { aSession } from '../../testing/session';
import { NotificationsBell } from './notifications-drawer';

const aNotification = (Id: number, Subject: string, IsRead: boolean): Notification => ({
  Id,
  Subject,
  Body: 'Ship the billing export',
  CreatedAt: new Date(Date.now() - 5.5 * 60_000).toISOString(),
  IsRead,
  NotifiedObjectType: 'Goal',
  NotifiedObjectId: 501,
  GoalId: 501,
  ActorId: 2,
  ActorName: 'Grace Hopper',
});

const bell = (list: NotificationList) =>
  renderScreen(<NotificationsBell />, { session: aSession(), seed: [[latestNotificationsQueryOptions().queryKey, list]] });
const badge = (button: HTMLElement) => button.closest('.ant-badge')?.querySelector('.ant-scroll-number')?.getAttribute('title');

describe('the notifications bell', () => {
  it('says how many are unread, and nothing when none is', () => {
    const first = bell({ Notifications: [], UnreadCount: 3 });
    expect(badge(screen.getByRole('button', { name: 'Notifications, 3 unread' }))).toBe('3');
    first.unmount();

    bell({ Notifications: [], UnreadCount: 0 });
    const quiet = screen.getByRole('button', { name: 'Notifications' });
    expect(badge(quiet)).toBeUndefined();
  });

  it('shows more than 99 as 99+', () => {
    bell({ Notifications: [], UnreadCount: 140 });
    const button = screen.getByRole('button', { name: 'Notifications, 140 unread' });
    expect(button.closest('.ant-badge')?.textContent).toBe('99+');
  });

  it('opens on the newest, the unread marked, and opening one counts it read at once', async () => {
    const { user } = bell({
      Notifications: [aNotification(2, 'Grace Hopper approved your goal', false), aNotification(1, 'Grace Hopper commented', true)],
      UnreadCount: 4,
    });
    await user.click(screen.getByRole('button', { name: 'Notifications, 4 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.ant-typography')?.textContent)).toEqual([
      'Grace Hopper approved your goal (unread)',
      'Grace Hopper commented',
    ]);
    expect(within(items[0]!).getByText('5 min ago')).toBeTruthy();

    await user.click(within(items[0]!).getByRole('link'));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    // The mark-read call, then the refresh of every notification query once it settled.
    const requests: SentRequest[] = [];
    await waitFor(() => expect(requests.push(...takeRequests())).toBe(2));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/notification/MarkRead/2', 'GET /api/notification/1']);
  });
});
