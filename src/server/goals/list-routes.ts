import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';

export const listRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
