import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { predictionEndpoints as e } from '../../contract/endpoints/predictions';
import { findFirstGoal, getPrediction, searchGoals } from './service';
import { asViewer } from '../goals';

/** The prediction matrix (spec 000 §7 "Prediction"; the spec spells the path /predication/). */
export const predictionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.firstGoal, 'signedIn', (req) => asViewer(deps, req, (w) => findFirstGoal(w, req.params.x)));
    route(app, e.searchGoals, 'signedIn', (req) => asViewer(deps, req, (w) => searchGoals(w, req.params.x)));
    route(app, e.prediction, 'signedIn', (req) =>
      asViewer(deps, req, (w) => getPrediction(w, { goalId: req.params.goalId, week: req.params.week, query: req.query })),
    );
  };
