import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { ceoOrOrgAdmin } from '../http/access';
import { MessageBody } from '../../contract/common';
import { Theme, ThemeQuery, ThemeRequest } from '../../contract/goals';
import { asViewer } from '../goals/viewer';
import { deleteTheme, getTheme, saveTheme } from './themes';

/** The company theme of a quarter: everyone reads it, the CEO and org admins set it. */
export const themeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/theme', { config: { access: 'signedIn' }, schema: { querystring: ThemeQuery, response: { 200: Theme } } }, (req) =>
      asViewer(deps, req, async (w, v) => getTheme(w.tx, v, req.query.periodId)),
    );
    app.post('/dashboard/theme', { config: { access: ceoOrOrgAdmin }, schema: { body: ThemeRequest, response: { 200: Theme } } }, (req) =>
      asViewer(deps, req, async (w, v) => saveTheme(w, v, req.body)),
    );
    app.delete('/dashboard/theme', { config: { access: ceoOrOrgAdmin }, schema: { querystring: ThemeQuery, response: { 200: MessageBody } } }, (req) =>
      asViewer(deps, req, async (w, v) => {
        await deleteTheme(w, v, req.query.periodId);
        return { Message: 'Theme deleted.' };
      }),
    );
  };
