import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, OUT_OF_REACH, unauthorized } from '../errors';
import type { Endpoint } from '../../contract/endpoint';
import type { Actor, Guard } from './access';

/** Reads the token from `Authorization: Bearer <token>` (or the bare token, as older clients send it). */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length >= 16 && token.length <= 200 ? token : null;
}

/** Finds the actor of a session token (the accounts area's findActor, given by the composition root). */
export type FindActor = (token: string | null) => Promise<Actor | null>;

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
export function installAccessControl(app: FastifyInstance, findActor: FindActor): void {
  app.decorateRequest('actor', null);
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
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const actor = await findActor(tokenOf(req));
    if (!actor) throw unauthorized();
    req.actor = actor;
    if (access !== 'signedIn' && !access.allows(actor)) throw guardRefusal(req.method);
  });
}

/** The signed-in actor of a route whose access is not 'public'. */
export function actorFrom(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}
