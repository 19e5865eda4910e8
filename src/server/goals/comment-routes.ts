import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { IdParam, MessageBody } from '../../contract/common';
import { Comment, CommentAddRequest, CommentUpdateRequest } from '../../contract/goals';
import { addComment, deleteComment, findStatusComments, updateComment } from './goal-comments';
import { structureRoutes } from './structure-routes';
import { loadViewer } from './viewer';

export const commentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(structureRoutes(deps));

    app.post('/Goal/CommentAdd', { config: { access: notObserver }, schema: { body: CommentAddRequest, response: { 200: Comment } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => addComment(w, await loadViewer(w.tx, w.actor, w.now), req.body)),
    );
    app.put('/Goal/CommentUpdate', { config: { access: notObserver }, schema: { body: CommentUpdateRequest, response: { 200: Comment } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => updateComment(w, await loadViewer(w.tx, w.actor, w.now), req.body)),
    );
    app.delete('/Goal/CommentDelete/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: MessageBody } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => {
        await deleteComment(w, await loadViewer(w.tx, w.actor, w.now), req.params.id);
        return { Message: 'Comment deleted.' };
      }),
    );
    app.get('/Goal/goalstatus/comments/:id', { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: z.array(Comment) } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => findStatusComments(w.tx, await loadViewer(w.tx, w.actor, w.now), req.params.id)),
    );
  };
