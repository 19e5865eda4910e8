import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { inRequest } from '../http/unit-of-work';
import { route } from '../http/route';
import { periodEndpoints as e } from '../../contract/endpoints/periods';
import { getPeriods } from './service';

export const periodRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.periods, 'signedIn', (req) => inRequest(deps, req, getPeriods));
  };
