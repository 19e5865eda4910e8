import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as e } from '../../contract/endpoints/health';
import type { Deps } from '../deps';
import { route } from '../http/route';

// The app is built only after migrations have run, so answering at all means healthy.
export const healthRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.health, 'public', async () => ({ Status: 'ok' as const }));
  };
