import { describe, expect, it } from 'vitest';
import { LIVE_UNAUTHORIZED as CONTRACT_UNAUTHORIZED, type TenantUpdate, type TenantUpdateType } from '../../../contract/live';
import type { Notification } from '../../../contract/notifications';
import { ApiError } from '../../shared/api-client';
import { actionOf, mergeKeys, RESYNC_KEYS, retriesAfter, retryDelay, type LiveEvent } from './live-rules';
import { LIVE_UNAUTHORIZED } from './live-socket';

const ME = 7;
const tenant = (Type: TenantUpdateType, ids: Partial<Pick<TenantUpdate, 'GoalId' | 'UserId'>> = {}): LiveEvent => ({
  name: 'TenantUpdate',
  payload: { Type, GoalId: null, UserId: null, At: '2026-05-04T09:00:00Z', ...ids },
});
const notification: Notification = {
  Id: 1,
  Subject: 'Emma Fischer requested approval of a goal',
  Body: 'Offer guest checkout',
  CreatedAt: '2026-05-04T09:00:00Z',
  IsRead: false,
  NotifiedObjectType: 'Goal',
  NotifiedObjectId: 12,
  GoalId: 12,
  ActorId: 8,
  ActorName: 'Emma Fischer',
};

describe('actionOf', () => {
  it('refreshes the bell, the drawer and the page on a NotificationUpdate', () => {
    expect(actionOf({ name: 'NotificationUpdate', payload: { Notification: notification, UnreadCount: 3 } }, ME)).toEqual({
      invalidate: [['notifications']],
      signOut: false,
    });
  });

  it('asks the summary on screen again when my AI summary moves on, finishes or fails', () => {
    const payload = {
      Kind: 'quarter' as const,
      PeriodId: 4,
      Year: null,
      ForWhom: 1 as const,
      Status: 'generating' as const,
      Done: 2,
      Total: 9,
    };
    expect(actionOf({ name: 'AiSummaryProgress', payload }, ME)).toEqual({ invalidate: [['ai-summaries', 'summary']], signOut: false });
  });

  it('also refreshes the action items (page, header count) and the reminders on a notice about an action item', () => {
    const aboutItem = { ...notification, NotifiedObjectType: 'ActionItem' as const, NotifiedObjectId: 9, GoalId: null };
    expect(actionOf({ name: 'NotificationUpdate', payload: { Notification: aboutItem, UnreadCount: 3 } }, ME)).toEqual({
      invalidate: [['notifications'], ['action-items'], ['dashboard']],
      signOut: false,
    });
  });

  it('refreshes the goal, the lists, the children, comments, the matrix and the dashboard on a goal_update', () => {
    expect(actionOf(tenant('goal_update', { GoalId: 12, UserId: 8 }), ME)).toEqual({
      invalidate: [
        ['goals', 'list'],
        ['goals', 'info', 12],
        ['goals', 'children'],
        ['goals', 'status-comments'],
        ['goals', 'company'],
        ['predictions'],
        ['dashboard'],
      ],
      signOut: false,
    });
  });

  it('leaves other goals’ details alone when the goal is not named', () => {
    const keys = actionOf(tenant('goal_update'), ME).invalidate;
    expect(keys.some((k) => k[1] === 'info')).toBe(false);
    expect(keys).toContainEqual(['goals', 'list']);
  });

  it.each(['user_updated', 'manager_updated', 'user_activated', 'user_deactivated'] as const)(
    'refreshes people, goal owners and goals when someone else is %s',
    (type) => {
      expect(actionOf(tenant(type, { UserId: 99 }), ME)).toEqual({
        invalidate: [['people'], ['goal-owners'], ['goals'], ['predictions']],
        signOut: false,
      });
    },
  );

  it.each(['user_updated', 'manager_updated', 'user_activated'] as const)('also refreshes the session when I am %s', (type) => {
    const action = actionOf(tenant(type, { UserId: ME }), ME);
    expect(action.signOut).toBe(false);
    expect(action.invalidate).toContainEqual(['session']);
    expect(action.invalidate).toContainEqual(['people']);
  });

  it('signs me out when I am deactivated', () => {
    expect(actionOf(tenant('user_deactivated', { UserId: ME }), ME)).toEqual({ invalidate: [], signOut: true });
  });

  it('refreshes the people lists when an employee is added', () => {
    expect(actionOf(tenant('employee_added', { UserId: 99 }), ME)).toEqual({ invalidate: [['people'], ['goal-owners']], signOut: false });
  });

  it('refreshes user manuals on a UserManualUpdate', () => {
    expect(actionOf({ name: 'UserManualUpdate', payload: { Type: 'user_manual_done', UserId: 99 } }, ME)).toEqual({
      invalidate: [['user-manual'], ['people']],
      signOut: false,
    });
  });
});

describe('mergeKeys', () => {
  it('refreshes each query once in a burst: duplicates and keys under a refreshed prefix go', () => {
    expect(
      mergeKeys([
        ['goals', 'info', 12],
        ['goals', 'list'],
        ['goals', 'info', 12],
        ['notifications'],
        ['goals'],
        ['predictions', 'matrix', 3, { week: 0 }],
        ['goals', 'info', 13],
      ]),
    ).toEqual([['notifications'], ['goals'], ['predictions', 'matrix', 3, { week: 0 }]]);
  });

  it('keeps keys that only share a first part as a string prefix', () => {
    expect(mergeKeys([['goal'], ['goals', 'list'], ['goal-owners']])).toEqual([['goal'], ['goal-owners'], ['goals', 'list']]);
  });

  it('covers everything the channel keeps fresh when resynchronising', () => {
    expect(mergeKeys(RESYNC_KEYS)).toEqual([
      ['notifications'],
      ['action-items'],
      ['goals'],
      ['predictions'],
      ['people'],
      ['user-manual'],
      ['dashboard'],
    ]);
  });
});

describe('the handshake', () => {
  it("knows the contract's refusal message", () => {
    expect(LIVE_UNAUTHORIZED).toBe(CONTRACT_UNAUTHORIZED);
  });
});

describe('joining again', () => {
  it('waits 5 s, then twice as long each time, at most a minute', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('gives up only when the session has ended', () => {
    expect(retriesAfter(new ApiError(401, 'Your session has ended.'))).toBe(false);
    expect(retriesAfter(new ApiError(403, 'Your account is deactivated.'))).toBe(false);
    expect(retriesAfter(new ApiError(0, 'The server could not be reached.'))).toBe(true);
    expect(retriesAfter(new ApiError(502, 'Bad gateway'))).toBe(true);
    expect(retriesAfter(new TypeError('offline'))).toBe(true);
  });
});
