import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

/** Appraisals with more voices (issue 34, decision 077): registered by talentRoutes. */
export const calibrationRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
