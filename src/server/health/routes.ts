import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthEndpoints as e } from '../../contract/endpoints/health';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { DATABASE_UNAVAILABLE } from '../db/unavailable';
import { route } from '../http/route';

// The app is built only after migrations have run, so healthy means the database answers now: a stopped or
// restarting PostgreSQL server makes this 503 (with Retry-After), which a load balancer reads as "not now".
export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.health, 'public', async (req) => {
      try {
        await deps.database.db.execute(sql`select 1`);
      } catch (error) {
        req.log.warn({ err: error }, 'health: database does not answer');
        throw new AppError('unavailable', DATABASE_UNAVAILABLE);
      }
      return { Status: 'ok' as const };
    });
  };
