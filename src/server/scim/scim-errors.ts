import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { ScimProblem } from '../../domain/scim/problem';
import { scimError } from './scim-json';

export const SCIM_TYPE = 'application/scim+json';

// The people area's refusals (a manager who is not one, a deactivated person) come as AppErrors: a 400 is a value
// SCIM calls invalid; their other statuses stand as they are.
const scimTypeOf = (error: AppError) => (error.status === 400 ? 'invalidValue' : null);

/** Every /scim/v2 error in SCIM's own format (RFC 7644 §3.12), `urn:ietf:params:scim:api:messages:2.0:Error`. */
export function installScimErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const send = (status: number, scimType: string | null, detail: string) =>
      reply
        .status(status)
        .type(SCIM_TYPE)
        .send(scimError(status, scimType, detail));
    if (error instanceof ScimProblem) return send(error.status, error.scimType, error.message);
    if (error instanceof AppError) return send(error.status, scimTypeOf(error), error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      return send(400, 'invalidSyntax', `${where}: ${first?.message ?? 'Invalid value.'}`);
    }
    if (isDatabaseUnavailable(error)) {
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(503, null, 'The service is unavailable; try again shortly.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'SCIM request failed');
      return send(500, null, 'Something went wrong on our side.');
    }
    if (status === 429) return send(429, null, 'Too many requests for this token; wait a minute.');
    return send(status, status === 400 ? 'invalidSyntax' : null, error.message || 'Bad request.');
  });
  app.setNotFoundHandler((_req, reply) =>
    reply
      .status(404)
      .type(SCIM_TYPE)
      .send(scimError(404, null, 'No such resource.')),
  );
}
