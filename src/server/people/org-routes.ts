import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { Departments, DirectoryPage, DirectoryRequest, OrgData, OrgDataQuery } from '../../contract/organization';
import { findDirectoryPage } from './directory';
import { findOrgData } from './org-chart';
import { findDepartments } from './person-queries';
import { viewerFacts } from './standing';

const DEPARTMENTS_LIMIT = 500;

/** The organisation page: a window of the chart, the paged directory and its department filter. */
export const orgRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { access: 'signedIn' as const };

    app.get('/profile/OrgData', { config: signedIn, schema: { querystring: OrgDataQuery, response: { 200: OrgData } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => findOrgData(w.tx, w.actor.tenantId, { focusId: req.query.Id, depth: req.query.Depth })),
    );

    app.post('/profile/directory', { config: signedIn, schema: { body: DirectoryRequest, response: { 200: DirectoryPage } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => findDirectoryPage(w.tx, w.actor.tenantId, viewerFacts(w.actor), req.body)),
    );

    app.get('/profile/departments', { config: signedIn, schema: { response: { 200: Departments } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) => ({ Departments: await findDepartments(w.tx, w.actor.tenantId, DEPARTMENTS_LIMIT) })),
    );
  };
