import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notObserver } from '../../http/access';
import { route } from '../../http/route';
import { confirmed } from '../../http/confirmation';
import { goalEndpoints as e } from '../../../contract/endpoints/goals';
import { addComment, deleteComment, findStatusComments, updateComment } from './goal-comments';
import { asViewer } from '../viewer';

export const commentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.addComment, notObserver, (req) => asViewer(deps, req, async (w) => addComment(w, req.body)));
    route(app, e.updateComment, notObserver, (req) => asViewer(deps, req, async (w) => updateComment(w, req.body)));
    route(app, e.deleteComment, notObserver, (req) =>
      asViewer(deps, req, async (w) => {
        await deleteComment(w, req.params.id);
        return confirmed(req, { Message: 'Comment deleted.' });
      }),
    );
    route(app, e.statusComments, 'signedIn', (req) => asViewer(deps, req, async (w) => findStatusComments(w, req.params.id)));
  };
