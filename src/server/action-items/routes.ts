import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { notObserver } from '../http/access';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
import { inRequest } from '../http/unit-of-work';
import { perPerson } from '../http/per-person-limit';
import { asViewer } from '../goals';
import { actionItemEndpoints as e } from '../../contract/endpoints/action-items';
import {
  createActionItem,
  deleteActionItem,
  listActionItems,
  listAssignablePeople,
  markComplete,
  updateActionItem,
} from './action-item-service';

/** New action items one person may save in a minute: far above a person at work, far below a script filling a table. */
export const ACTION_ITEMS_PER_MINUTE = 30;

/** Action items (spec 001 §7 'Action items'): everyone signed in has their own; who may act on which item is decided per row. */
export const actionItemRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.list, 'signedIn', (req) => inRequest(deps, req, (w) => listActionItems(w, req.body)));
    route(app, e.users, 'signedIn', (req) => inRequest(deps, req, (w) => listAssignablePeople(w, req.query)));
    // A viewer for the source: a goal's comment is checked against what the caller may see.
    // Observers follow the company's goals and ask nobody for anything: no screen offers them a new item.
    route(app, e.create, notObserver, (req) => asViewer(deps, req, (w) => createActionItem(w, req.body)), {
      rateLimit: perPerson('action-item', ACTION_ITEMS_PER_MINUTE),
    });
    route(app, e.update, 'signedIn', (req) => inRequest(deps, req, (w) => updateActionItem(w, { ...req.body, id: req.params.id })));
    route(app, e.remove, 'signedIn', (req) => inRequest(deps, req, async (w) => confirmed(req, await deleteActionItem(w, req.params.id))));
    route(app, e.markComplete, 'signedIn', (req) => inRequest(deps, req, (w) => markComplete(w, req.params)));
  };
