import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { asViewer } from '../goals/viewer';
import {
  FirstGoal,
  FirstGoalParams,
  PredictionData,
  PredictionParams,
  PredictionQuery,
  SearchGoalsParams,
  SearchGoalsResult,
} from '../../contract/predictions';
import { findFirstGoal, getPrediction, searchGoals } from './service';

/** The prediction matrix (spec 000 §7 "Prediction"; the spec spells the path /predication/). */
export const predictionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/predication/firstgoal/:x',
      { config: { access: 'signedIn' }, schema: { params: FirstGoalParams, response: { 200: FirstGoal } } },
      (req) => asViewer(deps, req, (w, v) => findFirstGoal(w.tx, v, req.params.x)),
    );
    app.get(
      '/predication/searchgoals/:x',
      { config: { access: 'signedIn' }, schema: { params: SearchGoalsParams, response: { 200: SearchGoalsResult } } },
      (req) => asViewer(deps, req, (w, v) => searchGoals(w.tx, v, req.params.x)),
    );
    app.get(
      '/predication/:goalId/:week',
      { config: { access: 'signedIn' }, schema: { params: PredictionParams, querystring: PredictionQuery, response: { 200: PredictionData } } },
      (req) => asViewer(deps, req, (w, v) => getPrediction(w.tx, v, { goalId: req.params.goalId, week: req.params.week, query: req.query })),
    );
  };
