import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { ceoOrOrgAdmin } from '../http/access';
import { inRequest } from '../http/unit-of-work';
import { confirmed } from '../http/confirmation';
import { scimEndpoints as e } from '../../contract/endpoints/scim';
import { createScimToken, listScimTokens, revokeScimToken } from './token-service';

/** The company's SCIM tokens in the company drawer: the CEO and org admins only (others: 404 to read, 403 to write). */
export const scimTokenRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.tokens, ceoOrOrgAdmin, (req) =>
      inRequest(deps, req, (w) => listScimTokens(w, { query: req.query, origin: `${req.protocol}://${req.host}` })),
    );
    route(app, e.createToken, ceoOrOrgAdmin, (req) =>
      inRequest(deps, req, (w) => createScimToken(w, { name: req.body.Name, origin: `${req.protocol}://${req.host}` })),
    );
    route(app, e.revokeToken, ceoOrOrgAdmin, (req) =>
      inRequest(deps, req, async (w) => confirmed(req, await revokeScimToken(w, req.params.id))),
    );
  };
