import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, OUT_OF_REACH, unauthorized } from '../errors';
import type { Endpoint } from '../../contract/endpoint';
import type { Actor, Guard } from './access';
import type { HeldTransaction } from '../db/tenant-context';

/** Reads the token from `Authorization: Bearer <token>` (or the bare token, as older clients send it). */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length >= 16 && token.length <= 200 ? token : null;
}

/** Finds the actor of a session token (the accounts area's findActor, given by the composition root). */
export type FindActor = (token: string | null) => Promise<Actor | null>;

/**
 * A live session of a token: its actor and, on a PostgreSQL server, the tenant transaction its look-up opened (one
 * round trip for BEGIN, the tenant's set-up and the look-up), held for the request's work (the accounts area's
 * openSession, given by the composition root).
 */
export type FindSession = (token: string | null) => Promise<{ actor: Actor; held: HeldTransaction | null } | null>;

/** A route's declared access by name, and the guard itself when it is one (the isolation suite asks it). */
export type RouteAccess = { method: string; url: string; access: string; guard?: Guard };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route with its declared access, for tests and documentation. */
    routeAccess: RouteAccess[];
    /** Every /api route with the contract endpoint it was registered from (null: registered by hand). */
    routeEndpoints: { method: string; url: string; endpoint: Endpoint | null }[];
  }
}

/**
 * What a route's guard answers a caller it refuses: a read (GET, a page's data reachable by a link or a bookmark)
 * is out of their reach (404, the session stays); a write no screen offers them is forbidden (403). Decision 027.
 */
export const guardRefusal = (method: string) => (method === 'GET' || method === 'HEAD' ? notFound(OUT_OF_REACH) : forbidden());

/** Checks every /api route's declared access before validation, so 401 and a guard's refusal come before 400. */
export function installAccessControl(app: FastifyInstance, findSession: FindSession): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('held', null);
  const table: RouteAccess[] = [];
  const endpoints: FastifyInstance['routeEndpoints'] = [];
  app.decorate('routeAccess', table);
  app.decorate('routeEndpoints', endpoints);
  app.addHook('onRoute', (route) => {
    // The generated API documentation is public by design.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    const access = route.config?.access;
    if (typeof access === 'string') table.push({ method: String(route.method), url: route.url, access });
    else if (access) table.push({ method: String(route.method), url: route.url, access: access.name, guard: access });
    if (route.url.startsWith('/api/'))
      endpoints.push({ method: String(route.method), url: route.url, endpoint: route.config?.endpoint ?? null });
  });
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public' || access === 'scimToken') return;
    const session = await findSession(tokenOf(req));
    if (!session) throw unauthorized();
    req.actor = session.actor;
    req.held = session.held;
    if (session.held) {
      // A client that goes away may skip every later hook: the connection's end lets the transaction go too.
      if (req.raw.destroyed || reply.raw.destroyed) await release(req);
      else reply.raw.once('close', () => void release(req));
    }
    if (access !== 'signedIn' && !access.allows(session.actor)) {
      await release(req);
      throw guardRefusal(req.method);
    }
  });
  // The held transaction serves the handler's first unit of work only when the handler asks for it at once (inRequest
  // as its first step): a handler that first awaits something else (an upload, a password hash, an answer from
  // elsewhere) must not keep a connection, so it is released on the next turn. Whatever ends the request releases it.
  app.addHook('preHandler', async (req) => {
    if (req.held) setImmediate(() => void release(req));
  });
  app.addHook('onResponse', release);
}

async function release(req: FastifyRequest): Promise<void> {
  const held = req.held;
  req.held = null;
  await held?.release();
}

/**
 * The request's held transaction, taken: for the first unit of work of a handler that asks at once; null when there
 * is none (PGlite, a public route) or it was already taken or released.
 */
export function takeHeld(req: FastifyRequest): HeldTransaction | null {
  const held = req.held;
  req.held = null;
  return held;
}

/** The signed-in actor of a route whose access is not 'public'. */
export function actorFrom(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}
