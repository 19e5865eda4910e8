import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
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

/** Action items (spec 001 §7 'Action items'): everyone signed in has their own; who may act on which item is decided per row. */
export const actionItemRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.list, 'signedIn', (req) => inRequest(deps, req, (w) => listActionItems(w, req.body)));
    route(app, e.users, 'signedIn', (req) => inRequest(deps, req, (w) => listAssignablePeople(w, req.query)));
    // A viewer for the source: a goal's comment is checked against what the caller may see.
    route(app, e.create, 'signedIn', (req) => asViewer(deps, req, (w) => createActionItem(w, req.body)));
    route(app, e.update, 'signedIn', (req) => inRequest(deps, req, (w) => updateActionItem(w, { ...req.body, id: req.params.id })));
    route(app, e.remove, 'signedIn', (req) => inRequest(deps, req, (w) => deleteActionItem(w, req.params.id)));
    route(app, e.markComplete, 'signedIn', (req) => inRequest(deps, req, (w) => markComplete(w, req.params)));
  };
