import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationList } from '../../../contract/notifications';
import { notificationKeys, withArrival } from '../../features/notifications';
import { getSession } from '../../shared/session';
import { actionOf, mergeKeys, RESYNC_KEYS, retriesAfter, retryDelay } from './live-rules';
import { openLiveChannel, type LiveConnection } from './live-socket';

// Events of one burst (a bulk change) refresh each query once.
const BATCH_MS = 50;

/**
 * Keeps the signed-in user's screens live: joins the live channel and refreshes the queries each event
 * touches (live-rules.ts); signs the user out when they are deactivated.
 */
export function useLiveChannel(me: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let closed = false;
    let connection: LiveConnection | null = null;
    let refusals = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const pending: QueryKey[] = [];

    const flush = () => {
      flushTimer = undefined;
      for (const queryKey of mergeKeys(pending.splice(0))) void queryClient.invalidateQueries({ queryKey });
    };
    const refresh = (keys: readonly QueryKey[]) => {
      pending.push(...keys);
      flushTimer ??= setTimeout(flush, BATCH_MS);
    };

    void openLiveChannel({
      onConnect: (again) => {
        refusals = 0;
        if (again) refresh(RESYNC_KEYS);
      },
      onEvent: (event) => {
        if (event.name === 'NotificationUpdate') {
          // The bell changes at once; the refetch that follows brings the rest of the page.
          const { Notification, UnreadCount } = event.payload;
          queryClient.setQueryData<NotificationList>(
            notificationKeys.latest(),
            (list) => list && withArrival(list, Notification, UnreadCount),
          );
        }
        const action = actionOf(event, me);
        if (action.signOut) {
          closed = true;
          connection?.close();
          void navigate('/v3/signout', { replace: true });
          return;
        }
        refresh(action.invalidate);
      },
      onRefused: () => {
        if (closed || retryTimer) return;
        const retryLater = () => {
          if (closed || retryTimer) return;
          retryTimer = setTimeout(() => {
            retryTimer = undefined;
            connection?.retry();
          }, retryDelay(refusals++));
        };
        // An ended session answers 401 here, which signs the user out (api-client). A live session, or a
        // server that is restarting and cannot answer yet, means: try again later, waiting longer each time.
        getSession()
          .then(retryLater)
          .catch((error: unknown) => {
            if (retriesAfter(error)) retryLater();
          });
      },
    })
      .then((opened) => {
        if (closed) opened.close();
        else connection = opened;
      })
      // The channel's code could not load (offline): screens still work, and refresh on their next visit.
      .catch(() => undefined);

    return () => {
      closed = true;
      connection?.close();
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
    };
  }, [me, queryClient, navigate]);
}
