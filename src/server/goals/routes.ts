import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { IdParam } from '../../contract/common';
import { Goal, GoalInfo, GoalSave } from '../../contract/goals';
import { createGoal } from './create-goal';
import { getGoalInfo } from './goal-info';
import { toGoal } from './goal-view';
import { updateGoal } from './update-goal';
import { loadViewer } from './viewer';
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
      inTenant(deps, actorFrom(req), async (w) => toGoal(await createGoal(w, await loadViewer(w.tx, w.actor, w.now), req.body))),
    );
    app.put('/Goal/:id', { config: { access: notObserver }, schema: { params: IdParam, body: GoalSave, response: { 200: Goal } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => toGoal(await updateGoal(w, await loadViewer(w.tx, w.actor, w.now), req.params.id, req.body))),
    );
    app.get('/Goal/:id', { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: GoalInfo } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => getGoalInfo(w.tx, await loadViewer(w.tx, w.actor, w.now), req.params.id)),
    );
  };
