import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { IdParam, MessageBody } from '../../contract/common';
import { Comment, CommentAddRequest, CommentUpdateRequest } from '../../contract/goals';
import { addComment, deleteComment, findStatusComments, updateComment } from './goal-comments';
import { structureRoutes } from './structure-routes';
import { asViewer } from './viewer';

export const commentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(structureRoutes(deps));

    app.post('/Goal/CommentAdd', { config: { access: notObserver }, schema: { body: CommentAddRequest, response: { 200: Comment } } }, (req) =>
      asViewer(deps, req, async (w, v) => addComment(w, v, req.body)),
    );
    app.put('/Goal/CommentUpdate', { config: { access: notObserver }, schema: { body: CommentUpdateRequest, response: { 200: Comment } } }, (req) =>
      asViewer(deps, req, async (w, v) => updateComment(w, v, req.body)),
    );
    app.delete('/Goal/CommentDelete/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: MessageBody } } }, (req) =>
      asViewer(deps, req, async (w, v) => {
        await deleteComment(w, v, req.params.id);
        return { Message: 'Comment deleted.' };
      }),
    );
    app.get('/Goal/goalstatus/comments/:id', { config: { access: 'signedIn' }, schema: { params: IdParam, response: { 200: z.array(Comment) } } }, (req) =>
      asViewer(deps, req, async (w, v) => findStatusComments(w.tx, v, req.params.id)),
    );
  };
