import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { inTenant } from '../http/unit-of-work';
import { ScimIdParam, ScimListQuery, ScimPatchBody, ScimUserBody } from '../../contract/scim';
import { perToken, scimAuthentication } from './scim-auth';
import { installScimErrors, SCIM_TYPE } from './scim-errors';
import type { ScimWork } from './scim-work';
import { createScimUser, deleteScimUser, getScimUser, listScimUsers } from './user-service';
import { patchScimUser, replaceScimUser } from './user-changes';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery';
import { scimBaseUrl } from './token-service';

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * SCIM 2.0 Users for identity providers (issue 32), mounted at /scim/v2 (app.ts): a company's bearer token instead of
 * a session, rate limited per token, errors and answers as application/scim+json.
 */
export const scimRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.decorateRequest('scim', null);
    // Providers send application/scim+json; it is JSON.
    app.addContentTypeParser(SCIM_TYPE, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
    installScimErrors(app);
    const config = { access: 'scimToken' as const, rateLimit: perToken(deps.config.scimRateLimit) };
    // On the request, before its body is read: a call without a valid token is 401 whatever it sends (as /api's).
    const opts = { config, onRequest: scimAuthentication(deps) };

    /** The call's work in the token's company, acting for its creator; answered as SCIM JSON. */
    const run = async <T>(req: FastifyRequest, reply: FastifyReply, work: (w: ScimWork) => Promise<T>, status = 200) => {
      const caller = req.scim!;
      const baseUrl = scimBaseUrl(originOf(req));
      const answer = await inTenant(deps, caller.actor, (w) => work({ ...w, tokenName: caller.tokenName, baseUrl }));
      return reply.status(status).type(SCIM_TYPE).send(answer);
    };
    const id = { params: ScimIdParam };

    app.get('/Users', { ...opts, schema: { querystring: ScimListQuery } }, (req, reply) =>
      run(req, reply, (w) => listScimUsers(w, req.query)),
    );
    app.post('/Users', { ...opts, schema: { body: ScimUserBody } }, (req, reply) =>
      run(req, reply, (w) => createScimUser(w, req.body), 201),
    );
    app.get('/Users/:id', { ...opts, schema: id }, (req, reply) => run(req, reply, (w) => getScimUser(w, req.params.id)));
    app.put('/Users/:id', { ...opts, schema: { ...id, body: ScimUserBody } }, (req, reply) =>
      run(req, reply, (w) => replaceScimUser(w, req.params.id, req.body)),
    );
    app.patch('/Users/:id', { ...opts, schema: { ...id, body: ScimPatchBody } }, (req, reply) =>
      run(req, reply, (w) => patchScimUser(w, req.params.id, req.body)),
    );
    app.delete('/Users/:id', { ...opts, schema: id }, async (req, reply) => {
      await run(req, reply, (w) => deleteScimUser(w, req.params.id), 204);
    });

    app.get('/ServiceProviderConfig', opts, (req, reply) => run(req, reply, async (w) => serviceProviderConfig(w.baseUrl)));
    app.get('/ResourceTypes', opts, (req, reply) => run(req, reply, async (w) => resourceTypes(w.baseUrl)));
    app.get('/Schemas', opts, (req, reply) => run(req, reply, async (w) => schemas(w.baseUrl)));
  };
