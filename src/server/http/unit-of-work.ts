import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { withTenant } from '../db/tenant-context';
import type { DomainEvent, EventInput } from '../events/bus';
import type { Actor } from './access';
import { actorFrom } from './access-control';

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

/**
 * The one way a signed-in request opens its transaction: the caller's tenant, actor and clock, events
 * published after commit. Areas add what they need on top (goals: `asViewer`).
 */
export const inRequest = <T>(deps: Deps, req: FastifyRequest, work: (w: Work) => Promise<T>): Promise<T> =>
  inTenant(deps, actorFrom(req), work);

/**
 * A signed-in caller without a transaction yet: for the few use cases that must not hold one while they work
 * (a password is hashed between two transactions). Every Work is also a Caller.
 */
export type Caller = Pick<Work, 'deps' | 'actor'>;

export const callerOf = (deps: Deps, req: FastifyRequest): Caller => ({ deps, actor: actorFrom(req) });
