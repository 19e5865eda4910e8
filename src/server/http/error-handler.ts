import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import type { ErrorBody } from '../../contract/common';

const fieldOf = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || 'body';

/** Maps every error to `{ Message, Errors? }` with its status; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { Message: error.message, ...(error.errors ? { Errors: error.errors } : {}) };
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ Message: 'Something went wrong on our side. Please try again.' });
    }
    const message =
      status === 429 ? 'Too many attempts. Please wait a minute and try again.' : error.message || 'Bad request.';
    return reply.status(status).send({ Message: message } satisfies ErrorBody);
  });
}
