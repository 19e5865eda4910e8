import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { asViewer } from '../goals';
import { progressRollupEndpoints as e } from '../../contract/endpoints/progress-rollup';
import { findRollup, setChildWeight, setCountChildren } from './rollup-service';

/** How a goal's progress rolls up its aligned goals' (decision 069): who may is decided per goal, from its permissions. */
export const progressRollupRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.get, 'signedIn', (req) => asViewer(deps, req, (w) => findRollup(w, req.params.goalId)));
    route(app, e.settings, 'signedIn', (req) => asViewer(deps, req, (w) => setCountChildren(w, req.params.goalId, req.body)));
    route(app, e.weight, 'signedIn', (req) => asViewer(deps, req, (w) => setChildWeight(w, req.params.goalId, req.body)));
  };
