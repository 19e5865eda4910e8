import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Health } from '../../contract/health';
import type { Deps } from '../app';

// The app is built only after migrations have run, so answering at all means healthy.
export const healthRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { config: { access: 'public' }, schema: { response: { 200: Health } } }, async () => ({
      Status: 'ok' as const,
    }));
  };
