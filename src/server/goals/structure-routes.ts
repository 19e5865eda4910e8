import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { IdParam, MessageBody } from '../../contract/common';
import { ChangeOwnerRequest, ChangeParentRequest, FollowResult, Goal } from '../../contract/goals';
import { changeGoalOwner } from './change-owner';
import { changeParentGoal } from './change-parent';
import { copyGoal } from './copy-goal';
import { deleteGoal } from './delete-goal';
import { followGoal } from './follow-goal';
import { toGoal } from './goal-view';
import { loadViewer } from './viewer';

/** Follow, owner, parent, delete and copy: the calls that change where a goal sits rather than its state. */
export const structureRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/Goal/follow/:id', { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: FollowResult } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => followGoal(w, await loadViewer(w.tx, w.actor, w.now), req.params.id)),
    );
    app.post('/Goal/changegoalownership', { config: { access: notObserver }, schema: { body: ChangeOwnerRequest, response: { 200: Goal } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => toGoal(await changeGoalOwner(w, await loadViewer(w.tx, w.actor, w.now), req.body))),
    );
    app.post('/Goal/changeparentgoal', { config: { access: notObserver }, schema: { body: ChangeParentRequest, response: { 200: Goal } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => toGoal(await changeParentGoal(w, await loadViewer(w.tx, w.actor, w.now), req.body))),
    );
    app.get('/Goal/delete/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: MessageBody } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => {
        await deleteGoal(w, await loadViewer(w.tx, w.actor, w.now), req.params.id);
        return { Message: 'Goal deleted.' };
      }),
    );
    app.post('/Goal/copy/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: Goal } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => toGoal(await copyGoal(w, await loadViewer(w.tx, w.actor, w.now), req.params.id))),
    );
  };
