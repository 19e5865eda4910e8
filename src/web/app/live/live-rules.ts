import type { QueryKey } from '@tanstack/react-query';
import type { NotificationUpdate, TenantUpdate, UserManualUpdate } from '../../../contract/live';
import type { AiSummaryProgress } from '../../../contract/ai-summaries';
import { summaryKeys } from '../../features/ai-summaries';
import { actionItemKeys } from '../../features/action-items';
import { goalKeys } from '../../features/goals';
import { notificationKeys } from '../../features/notifications';
import { predictionKeys } from '../../features/predictions';
import { isApiError } from '../../shared/api-client';
import { sessionKey } from '../../shared/session';
import { liveKeys } from '../../shared/live-keys';

export type LiveEvent =
  | { name: 'NotificationUpdate'; payload: NotificationUpdate }
  | { name: 'UserManualUpdate'; payload: UserManualUpdate }
  | { name: 'TenantUpdate'; payload: TenantUpdate }
  | { name: 'AiSummaryProgress'; payload: AiSummaryProgress };

/** What the web app does on one live event: queries to refresh, and whether the user is signed out. */
export type LiveAction = { invalidate: QueryKey[]; signOut: boolean };

// A goal changed: its detail, every list it may appear in, its parent's children, comments, the matrix
// and the dashboard. Other goals' open details stay as they are.
const goalChanged = (goalId: number | null): QueryKey[] => [
  goalKeys.lists(),
  ...(goalId ? [goalKeys.info(goalId)] : []),
  [...goalKeys.all, 'children'],
  [...goalKeys.all, 'status-comments'],
  goalKeys.company(),
  predictionKeys.all,
  liveKeys.dashboard,
];

// Names, managers and deactivation show in goal lists too (owners, the deactivated-users filter, who reviews).
const personChanged: QueryKey[] = [liveKeys.people, liveKeys.goalOwners, goalKeys.all, predictionKeys.all];

/**
 * The mapping of live events to TanStack Query keys (spec 001 §4): NotificationUpdate refreshes the bell,
 * drawer and page (and the action items, for a notice about one); goal_update the goal screens; people events
 * the people screens (and the session when they concern the signed-in user); a deactivation of the signed-in
 * user signs them out.
 */
export function actionOf(event: LiveEvent, me: number): LiveAction {
  switch (event.name) {
    case 'NotificationUpdate':
      // A notice about an action item means it was assigned, changed or completed: the page, the header's
      // count and the dashboard's reminders follow.
      return {
        invalidate:
          event.payload.Notification.NotifiedObjectType === 'ActionItem'
            ? [notificationKeys.all, actionItemKeys.all, liveKeys.dashboard]
            : [notificationKeys.all],
        signOut: false,
      };
    case 'AiSummaryProgress':
      // One's own summary moved on: the summary on screen (if any) asks again for its progress or its text.
      return { invalidate: [[...summaryKeys.all, 'summary']], signOut: false };
    case 'UserManualUpdate':
      return { invalidate: [liveKeys.userManual, liveKeys.people], signOut: false };
    case 'TenantUpdate': {
      const { Type, GoalId, UserId } = event.payload;
      if (Type === 'goal_update') return { invalidate: goalChanged(GoalId), signOut: false };
      if (Type === 'user_deactivated' && UserId === me) return { invalidate: [], signOut: true };
      if (Type === 'employee_added') return { invalidate: [liveKeys.people, liveKeys.goalOwners], signOut: false };
      return { invalidate: UserId === me ? [...personChanged, sessionKey] : personChanged, signOut: false };
    }
  }
}

/** After a lost connection events may have been missed: everything the channel keeps fresh is refreshed. */
export const RESYNC_KEYS: QueryKey[] = [
  notificationKeys.all,
  actionItemKeys.all,
  goalKeys.all,
  predictionKeys.all,
  liveKeys.people,
  liveKeys.userManual,
  liveKeys.dashboard,
];

/** Several events in a burst refresh each query once: keys already covered by a shorter prefix are dropped. */
export function mergeKeys(keys: readonly QueryKey[]): QueryKey[] {
  const unique = [...new Map(keys.map((k) => [JSON.stringify(k), k])).values()].sort((a, b) => a.length - b.length);
  const kept: QueryKey[] = [];
  for (const key of unique) {
    if (!kept.some((prefix) => prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i])))) kept.push(key);
  }
  return kept;
}

const RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/** How long to wait before joining again after the n-th refusal in a row: 5 s, 10 s, 20 s, … at most a minute. */
export const retryDelay = (refusals: number) => Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** refusals);

/**
 * Whether a refused or dropped channel is worth joining again, by what the session check answered: an
 * ended session (401/403, which signs the user out) is not; a live session or a server that cannot
 * answer yet (restarting, offline) is.
 */
export const retriesAfter = (sessionError: unknown) => !isApiError(sessionError, 401) && !isApiError(sessionError, 403);
