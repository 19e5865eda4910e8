import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { ceoOrOrgAdmin } from '../http/access';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { MessageBody } from '../../contract/common';
import { Theme, ThemeQuery, ThemeRequest } from '../../contract/goals';
import { loadViewer } from '../goals/viewer';
import { deleteTheme, getTheme, saveTheme } from './themes';

/** The company theme of a quarter: everyone reads it, the CEO and org admins set it. */
export const themeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/theme', { config: { access: 'signedIn' }, schema: { querystring: ThemeQuery, response: { 200: Theme } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => getTheme(w.tx, await loadViewer(w.tx, w.actor, w.now), req.query.periodId)),
    );
    app.post('/dashboard/theme', { config: { access: ceoOrOrgAdmin }, schema: { body: ThemeRequest, response: { 200: Theme } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => saveTheme(w, await loadViewer(w.tx, w.actor, w.now), req.body)),
    );
    app.delete('/dashboard/theme', { config: { access: ceoOrOrgAdmin }, schema: { querystring: ThemeQuery, response: { 200: MessageBody } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => {
        await deleteTheme(w, await loadViewer(w.tx, w.actor, w.now), req.query.periodId);
        return { Message: 'Theme deleted.' };
      }),
    );
  };
