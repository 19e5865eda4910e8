import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { ceoOrOrgAdmin } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { strategyEndpoints as e } from '../../contract/endpoints/strategy';
import { getStrategy, getStrategySummary, saveStrategy } from './service';

/** The company strategy (spec 001 §7): everyone reads what is published; the CEO and org admins write drafts and publish. */
export const strategyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.strategySummary, 'signedIn', (req) => inRequest(deps, req, getStrategySummary));
    route(app, e.getStrategy, 'signedIn', (req) => inRequest(deps, req, getStrategy));
    route(app, e.saveStrategy, ceoOrOrgAdmin, (req) => inRequest(deps, req, (w) => saveStrategy(w, req.body)));
  };
