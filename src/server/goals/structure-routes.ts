import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { IdParam, MessageBody } from '../../contract/common';
import { ChangeOwnerRequest, ChangeParentRequest, FollowResult, Goal } from '../../contract/goals';
import { changeGoalOwner } from './change-owner';
import { changeParentGoal } from './change-parent';
import { copyGoal } from './copy-goal';
import { deleteGoal } from './delete-goal';
import { followGoal } from './follow-goal';
import { toGoal } from './goal-view';
import { asViewer } from './viewer';

/** Follow, owner, parent, delete and copy: the calls that change where a goal sits rather than its state. */
export const structureRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/Goal/follow/:id', { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: FollowResult } } }, (req) =>
      asViewer(deps, req, async (w, v) => followGoal(w, v, req.params.id)),
    );
    app.post('/Goal/changegoalownership', { config: { access: notObserver }, schema: { body: ChangeOwnerRequest, response: { 200: Goal } } }, (req) =>
      asViewer(deps, req, async (w, v) => toGoal(await changeGoalOwner(w, v, req.body))),
    );
    app.post('/Goal/changeparentgoal', { config: { access: notObserver }, schema: { body: ChangeParentRequest, response: { 200: Goal } } }, (req) =>
      asViewer(deps, req, async (w, v) => toGoal(await changeParentGoal(w, v, req.body))),
    );
    app.get('/Goal/delete/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: MessageBody } } }, (req) =>
      asViewer(deps, req, async (w, v) => {
        await deleteGoal(w, v, req.params.id);
        return { Message: 'Goal deleted.' };
      }),
    );
    app.post('/Goal/copy/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: Goal } } }, (req) =>
      asViewer(deps, req, async (w, v) => toGoal(await copyGoal(w, v, req.params.id))),
    );
  };
