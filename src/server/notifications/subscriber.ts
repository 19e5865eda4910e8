import type { Db } from '../db/client';
import type { DomainEvent, EventBus } from '../events/bus';
import { createNotifications, mayNotify, type CreatedNotification } from './create-notifications';

export type NotificationSubscriber = {
  /** Resolves when every event received so far has been turned into notifications. */
  idle: () => Promise<void>;
  stop: () => void;
};

type Waiting = { event: DomainEvent; done: () => void; failed: (error: unknown) => void };

/**
 * Turns domain events into notifications, in the order they were published and never more than one transaction at a
 * time for this, and hands each stored one to `deliver`. Events that arrive while a transaction runs wait for it and
 * are then stored together, one transaction per tenant: under load a batch costs about what one event did. Should a
 * batch fail, its events are tried again one by one, so one bad event costs no other its notifications.
 */
export function subscribeNotifications(db: Db, events: EventBus, deliver: (created: CreatedNotification) => void): NotificationSubscriber {
  let waiting: Waiting[] = [];
  let queue: Promise<void> = Promise.resolve();

  /** Stores a tenant's events together; should that fail, each on its own. Never throws: a failure is the event's. */
  const storeTogether = async (tenantId: number, group: Waiting[]): Promise<{ created: CreatedNotification[]; stored: Waiting[] }> => {
    try {
      return {
        created: await createNotifications(
          db,
          tenantId,
          group.map((w) => w.event),
        ),
        stored: group,
      };
    } catch (error) {
      if (group.length === 1) {
        group[0]!.failed(error);
        return { created: [], stored: [] };
      }
      const each = [];
      for (const w of group) each.push(await storeTogether(tenantId, [w]));
      return { created: each.flatMap((e) => e.created), stored: each.flatMap((e) => e.stored) };
    }
  };
  const storeWaiting = async () => {
    const batch = waiting;
    waiting = [];
    for (const [tenantId, group] of byTenant(batch)) {
      const { created, stored } = await storeTogether(tenantId, group);
      try {
        for (const c of created) deliver(c);
        for (const w of stored) w.done();
      } catch (error) {
        // Stored already: a delivery that fails is reported, and nothing is stored again.
        for (const w of stored) w.failed(error);
      }
    }
  };

  const stop = events.subscribe((event) => {
    if (!mayNotify(event)) return;
    const stored = new Promise<void>((done, failed) => waiting.push({ event, done, failed }));
    // One run per event keeps the queue's promise the answer to idle(); a run that finds nothing waiting ends at once.
    queue = queue.then(storeWaiting).catch(() => undefined);
    // A failure is reported by the bus (the returned promise).
    return stored;
  });
  return { idle: () => queue, stop };
}

/** The events by tenant, each tenant's in the order they came. */
function byTenant(batch: Waiting[]): Map<number, Waiting[]> {
  const groups = new Map<number, Waiting[]>();
  for (const w of batch) groups.set(w.event.tenantId, [...(groups.get(w.event.tenantId) ?? []), w]);
  return groups;
}
