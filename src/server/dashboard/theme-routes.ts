import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { ceoOrOrgAdmin } from '../http/access';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
import { dashboardEndpoints as e } from '../../contract/endpoints/dashboard';
import { deleteTheme, getTheme, saveTheme } from './themes';
import { asViewer } from '../goals';

/** The company theme of a quarter: everyone reads it, the CEO and org admins set it. */
export const themeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.theme, 'signedIn', (req) => asViewer(deps, req, async (w) => getTheme(w, req.query.periodId)));
    route(app, e.saveTheme, ceoOrOrgAdmin, (req) => asViewer(deps, req, async (w) => saveTheme(w, req.body)));
    route(app, e.deleteTheme, ceoOrOrgAdmin, (req) =>
      asViewer(deps, req, async (w) => {
        await deleteTheme(w, req.query.periodId);
        return confirmed(req, { Message: 'Theme deleted.' });
      }),
    );
  };
