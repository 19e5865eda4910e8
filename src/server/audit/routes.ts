import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { ceoOrOrgAdmin } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { auditEndpoints as e } from '../../contract/endpoints/audit';
import { listAuditEntries } from './service';

/** The audit log: the CEO and org admins read it; the areas that make the changes write it (recordAudit). */
export const auditRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.list, ceoOrOrgAdmin, (req) => inRequest(deps, req, (w) => listAuditEntries(w, req.query)));
  };
