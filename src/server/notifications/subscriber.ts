import type { Db } from '../db/client';
import type { EventBus } from '../events/bus';
import { createNotifications, type CreatedNotification } from './create-notifications';

export type NotificationSubscriber = {
  /** Resolves when every event received so far has been turned into notifications. */
  idle: () => Promise<void>;
  stop: () => void;
};

/**
 * Turns domain events into notifications, one event after another (in the order they were published,
 * and never more than one transaction at a time for this), and hands each stored one to `deliver`.
 */
export function subscribeNotifications(db: Db, events: EventBus, deliver: (created: CreatedNotification) => void): NotificationSubscriber {
  let queue: Promise<void> = Promise.resolve();
  const stop = events.subscribe((event) => {
    const run = queue.then(async () => {
      for (const created of await createNotifications(db, event)) deliver(created);
    });
    // A failure is reported by the bus (the returned promise); the queue goes on with the next event.
    queue = run.catch(() => undefined);
    return run;
  });
  return { idle: () => queue, stop };
}
