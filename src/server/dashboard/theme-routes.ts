import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';

export const themeRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
