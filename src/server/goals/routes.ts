import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { notObserver } from '../http/access';
import { route } from '../http/route';
import { goalEndpoints as e } from '../../contract/endpoints/goals';
import { createGoal } from './save/create-goal';
import { getGoalInfo } from './read/goal-info';
import { toGoal } from './read/goal-view';
import { updateGoal } from './save/update-goal';
import { asViewer } from './viewer';
import { actionRoutes } from './actions/action-routes';
import type { EditPart } from './actions/edit-parts';
import type { CopyPart } from './structure/copy-parts';
import { listRoutes } from './list/list-routes';
import { commentRoutes } from './comments/comment-routes';
import { structureRoutes } from './structure/structure-routes';
import { alignmentRoutes } from './alignment/alignment-routes';

/**
 * The goals' routes; `editParts` are what other areas keep with a goal's proposed edit (decision 070), `copyParts` what
 * they copy with a goal to a later quarter (decision 073).
 */
export const goalRoutes =
  (deps: Deps, editParts: readonly EditPart[], copyParts: readonly CopyPart[]): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(actionRoutes(deps, editParts));
    await app.register(listRoutes(deps));
    await app.register(commentRoutes(deps));
    await app.register(structureRoutes(deps, copyParts));
    await app.register(alignmentRoutes(deps));

    route(app, e.createGoal, notObserver, (req) => asViewer(deps, req, async (w) => toGoal(await createGoal(w, req.body))));
    route(app, e.updateGoal, notObserver, (req) => asViewer(deps, req, async (w) => toGoal(await updateGoal(w, req.params.id, req.body))));
    route(app, e.getGoalInfo, 'signedIn', (req) => asViewer(deps, req, async (w) => getGoalInfo(w, req.params.id)));
  };
