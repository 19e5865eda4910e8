import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { peopleEndpoints as e } from '../../contract/endpoints/people';
import { findDirectoryPage, getDepartments } from './directory';
import { findOrgData } from './org-chart';

/** The organisation page: a window of the chart, the paged directory and its department filter. */
export const orgRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.orgData, 'signedIn', (req) =>
      inRequest(deps, req, (w) =>
        findOrgData(w, { focusId: req.query.Id, depth: req.query.Depth, since: req.query.Since ? new Date(req.query.Since) : undefined }),
      ),
    );
    route(app, e.directory, 'signedIn', (req) => inRequest(deps, req, (w) => findDirectoryPage(w, req.body)));
    route(app, e.departments, 'signedIn', (req) => inRequest(deps, req, getDepartments));
  };
