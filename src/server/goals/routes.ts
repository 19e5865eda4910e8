import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { IdParam } from '../../contract/common';
import { Goal, GoalInfo, GoalSave } from '../../contract/goals';
import { createGoal } from './create-goal';
import { getGoalInfo } from './goal-info';
import { toGoal } from './goal-view';
import { updateGoal } from './update-goal';
import { asViewer } from './viewer';
import { actionRoutes } from './action-routes';
import { listRoutes } from './list-routes';
import { commentRoutes } from './comment-routes';

export const goalRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(actionRoutes(deps));
    await app.register(listRoutes(deps));
    await app.register(commentRoutes(deps));

    app.post('/Goal', { config: { access: notObserver }, schema: { body: GoalSave, response: { 200: Goal } } }, (req) =>
      asViewer(deps, req, async (w, v) => toGoal(await createGoal(w, v, req.body))),
    );
    app.put('/Goal/:id', { config: { access: notObserver }, schema: { params: IdParam, body: GoalSave, response: { 200: Goal } } }, (req) =>
      asViewer(deps, req, async (w, v) => toGoal(await updateGoal(w, v, req.params.id, req.body))),
    );
    app.get('/Goal/:id', { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: GoalInfo } } }, (req) =>
      asViewer(deps, req, async (w, v) => getGoalInfo(w.tx, v, req.params.id)),
    );
  };
