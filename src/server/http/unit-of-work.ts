import type { Deps } from '../app';
import type { Db } from '../db/client';
import { withTenant } from '../db/tenant-context';
import type { DomainEvent, EventInput } from '../events/bus';
import type { Actor } from './access';

export type Work = {
  tx: Db;
  actor: Actor;
  deps: Deps;
  now: Date;
  /** Queues an event; it is published only once the transaction has committed. */
  emit: (event: EventInput) => void;
};

/** Runs one request's work in its tenant's transaction, then publishes the events it queued. */
export async function inTenant<T>(deps: Deps, actor: Actor, work: (w: Work) => Promise<T>): Promise<T> {
  const queued: DomainEvent[] = [];
  const now = deps.now();
  const result = await withTenant(deps.database.db, actor.tenantId, (tx) =>
    work({
      tx,
      actor,
      deps,
      now,
      emit: (e) => queued.push({ ...e, tenantId: actor.tenantId, actorId: actor.userId, at: now }),
    }),
  );
  for (const event of queued) deps.events.publish(event);
  return result;
}
