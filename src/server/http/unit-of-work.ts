import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { withTenant, type HeldTransaction } from '../db/tenant-context';
import type { DomainEvent, EventInput } from '../events/bus';
import type { Actor } from './access';
import { actorFrom, takeHeld } from './access-control';

export type Work = {
  tx: Db;
  actor: Actor;
  deps: Deps;
  now: Date;
  /** Queues an event; it is published only once the transaction has committed. */
  emit: (event: EventInput) => void;
};

/**
 * Runs one request's work in its tenant's transaction (`held`, when the session look-up left one open for it), then
 * publishes the events it queued.
 */
export async function inTenant<T>(deps: Deps, actor: Actor, work: (w: Work) => Promise<T>, held?: HeldTransaction | null): Promise<T> {
  const queued: DomainEvent[] = [];
  const now = deps.now();
  const unit = (tx: Db) =>
    work({
      tx,
      actor,
      deps,
      now,
      emit: (e) => queued.push({ ...e, tenantId: actor.tenantId, actorId: actor.userId, at: now }),
    });
  const result = held?.tenantId === actor.tenantId ? await held.run(unit) : await withTenant(deps.database.db, actor.tenantId, unit);
  for (const event of queued) deps.events.publish(event);
  return result;
}

/**
 * The one way a signed-in request opens its transaction: the caller's tenant, actor and clock, events
 * published after commit. Areas add what they need on top (goals: `asViewer`). A handler's first call, made at
 * once, continues the transaction its session was read in.
 */
export const inRequest = <T>(deps: Deps, req: FastifyRequest, work: (w: Work) => Promise<T>): Promise<T> =>
  inTenant(deps, actorFrom(req), work, takeHeld(req));

/**
 * A signed-in caller without a transaction yet: for the few use cases that must not hold one while they work
 * (a password is hashed between two transactions). Every Work is also a Caller.
 */
export type Caller = Pick<Work, 'deps' | 'actor'>;

export const callerOf = (deps: Deps, req: FastifyRequest): Caller => ({ deps, actor: actorFrom(req) });
