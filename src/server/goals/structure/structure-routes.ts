import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notObserver } from '../../http/access';
import { route } from '../../http/route';
import { confirmed } from '../../http/confirmation';
import { goalEndpoints as e } from '../../../contract/endpoints/goals';
import { changeGoalOwner } from './change-owner';
import { changeParentGoal } from './change-parent';
import { copyGoal } from './copy-goal';
import type { CopyPart } from './copy-parts';
import { copyToQuarter } from './copy-to-quarter';
import { deleteGoal } from './delete-goal';
import { followGoal } from './follow-goal';
import { toGoal } from '../read/goal-view';
import { asViewer } from '../viewer';

/**
 * Follow, owner, parent, delete and copy: the calls that change where a goal sits rather than its state. `copyParts`
 * are what other areas copy with a goal to a later quarter (decision 073).
 */
export const structureRoutes =
  (deps: Deps, copyParts: readonly CopyPart[]): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.follow, 'signedIn', (req) => asViewer(deps, req, async (w) => followGoal(w, req.params.id)));
    route(app, e.changeOwner, notObserver, (req) => asViewer(deps, req, async (w) => toGoal(await changeGoalOwner(w, req.body))));
    route(app, e.changeParent, notObserver, (req) => asViewer(deps, req, async (w) => toGoal(await changeParentGoal(w, req.body))));
    route(app, e.deleteGoal, notObserver, (req) =>
      asViewer(deps, req, async (w) => {
        await deleteGoal(w, req.params.id);
        return confirmed(req, { Message: 'Goal deleted.' });
      }),
    );
    route(app, e.copyGoal, notObserver, (req) => asViewer(deps, req, async (w) => toGoal(await copyGoal(w, req.params.id))));
    route(app, e.copyToQuarter, notObserver, (req) => asViewer(deps, req, (w) => copyToQuarter(w, req.body, copyParts)));
  };
