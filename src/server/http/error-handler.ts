import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import type { ErrorBody } from '../../contract/common';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const fieldOf = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || 'body';

/** Maps every error to `{ Message, Errors? }` with its status; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { Message: error.message, ...(error.errors ? { Errors: error.errors } : {}) };
      const retryAfter = error.retryAfterSeconds ?? (error.message === DATABASE_UNAVAILABLE ? RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        Field: fieldOf(v.instancePath),
        Message: v.message ?? 'Invalid value.',
      }));
      const first = errors[0]!;
      return reply.status(400).send({ Message: `${first.Field}: ${first.Message}`, Errors: errors } satisfies ErrorBody);
    }
    // The database stopped or restarting is not our bug: say so, and when to ask again (not 500).
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ Message: DATABASE_UNAVAILABLE } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ Message: 'Something went wrong on our side. Please try again.' });
    }
    const message = status === 429 ? TOO_MANY_ATTEMPTS : error.message || 'Bad request.';
    return reply.status(status).send({ Message: message } satisfies ErrorBody);
  });
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * Errors Fastify meets before a route is found (an undecodable or overlong address): answered in the
 * same `{ Message }` shape as every other error (Fastify's option `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.status(status).send({ Message: FRAMEWORK_MESSAGES[error.code] ?? 'Bad request.' } satisfies ErrorBody);
}
