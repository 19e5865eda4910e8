import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZE as CONTRACT_PAGE_SIZE, type Notification, type NotificationList } from '../../../contract/notifications';
import { NOTIFICATION_PAGE_SIZE, hasMorePages, nextPageOf, notificationPath, withArrival, withRead } from './notification-rules';

const note = (Id: number, more: Partial<Notification> = {}): Notification => ({
  Id,
  Subject: `Subject ${Id}`,
  Body: 'Body',
  CreatedAt: '2026-05-04T09:00:00.000Z',
  IsRead: false,
  NotifiedObjectType: 'Goal',
  NotifiedObjectId: 100 + Id,
  GoalId: 100 + Id,
  ActorId: 7,
  ActorName: 'Daniel Cho',
  ...more,
});
const page = (n: number) => Array.from({ length: n }, (_, i) => note(i + 1));

describe('Load More', () => {
  it("pages by the contract's page size", () => {
    expect(NOTIFICATION_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
  });

  it.each([
    [0, false],
    [1, false],
    [19, false],
    [20, true],
    [21, false],
  ])('a page of %i shows Load More: %s', (length, shown) => {
    expect(hasMorePages(length)).toBe(shown);
  });

  it('asks for the next page only after a full one', () => {
    expect(nextPageOf([])).toBeUndefined();
    expect(nextPageOf([page(20)])).toBe(2);
    expect(nextPageOf([page(20), page(20)])).toBe(3);
    expect(nextPageOf([page(20), page(7)])).toBeUndefined();
    expect(nextPageOf([page(0)])).toBeUndefined();
  });
});

describe('opening a notification (notificationPath)', () => {
  it.each([
    ['Goal', 12, 12, '/v3/goals/12'],
    ['GoalStatus', 340, 12, '/v3/notifications/goalstatus/340'],
    ['Comment', 77, 12, '/v3/goals/12'],
    ['Comment', 77, null, '/v3/notifications'],
    ['User', 5, null, '/v3/profile/5'],
    ['ActionItem', 9, null, '/v3/actionitems?item=9'],
    ['EmployeeEvaluation', 3, null, '/v3/talent/appraisal/3'],
  ] as const)('%s %i (goal %s) opens %s', (NotifiedObjectType, NotifiedObjectId, GoalId, path) => {
    expect(notificationPath({ NotifiedObjectType, NotifiedObjectId, GoalId })).toBe(path);
  });
});

describe('withRead', () => {
  const list: NotificationList = { Notifications: [note(1), note(2, { IsRead: true })], UnreadCount: 5 };

  it('marks one read and counts one fewer unread', () => {
    const next = withRead(list, 1);
    expect(next.Notifications.map((n) => n.IsRead)).toEqual([true, true]);
    expect(next.UnreadCount).toBe(4);
  });

  it('keeps the count for an already read notification or one not on the page', () => {
    expect(withRead(list, 2).UnreadCount).toBe(5);
    expect(withRead(list, 99).UnreadCount).toBe(5);
  });

  it("takes the server's count when it has one, and never goes below zero", () => {
    expect(withRead(list, 1, 2).UnreadCount).toBe(2);
    expect(withRead({ Notifications: [note(1)], UnreadCount: 0 }, 1).UnreadCount).toBe(0);
  });
});

describe('withArrival', () => {
  it('puts the new notification on top with the new count', () => {
    const next = withArrival({ Notifications: [note(1)], UnreadCount: 1 }, note(2), 2);
    expect(next.Notifications.map((n) => n.Id)).toEqual([2, 1]);
    expect(next.UnreadCount).toBe(2);
  });

  it('keeps a page at 20 and does not repeat a notification it already has', () => {
    const full = { Notifications: page(20), UnreadCount: 20 };
    expect(withArrival(full, note(21), 21).Notifications.map((n) => n.Id)).toEqual([21, ...page(19).map((n) => n.Id)]);
    expect(withArrival(full, note(3), 20).Notifications).toHaveLength(20);
    expect(withArrival(full, note(3), 20).Notifications[0]!.Id).toBe(3);
  });
});
