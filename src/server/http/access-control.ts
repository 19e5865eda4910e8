import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { Db } from '../db/client';
import { findActiveSession } from '../auth/session-queries';
import { hashToken } from '../auth/tokens';
import type { Actor } from './access';

/** Reads the token from `Authorization: Bearer <token>` (or the bare token, as older clients send it). */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token.length >= 16 && token.length <= 200 ? token : null;
}

export async function actorOf(db: Db, token: string | null, now: Date): Promise<Actor | null> {
  return token ? findActiveSession(db, hashToken(token), now) : null;
}

export type RouteAccess = { method: string; url: string; access: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route with its declared access, for tests and documentation. */
    routeAccess: RouteAccess[];
  }
}

/** Checks every /api route's declared access before validation, so 401/403 come before 400. */
export function installAccessControl(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('actor', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    // The generated API documentation is public by design.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    const access = route.config?.access;
    if (access) table.push({ method: String(route.method), url: route.url, access: typeof access === 'string' ? access : access.name });
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const actor = await actorOf(db, tokenOf(req), now());
    if (!actor) throw unauthorized();
    req.actor = actor;
    if (access !== 'signedIn' && !access.allows(actor)) throw forbidden();
  });
}

/** The signed-in actor of a route whose access is not 'public'. */
export function actorFrom(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}
