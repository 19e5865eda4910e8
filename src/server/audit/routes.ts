import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';

/** The audit log's calls (being written). */
export const auditRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
