import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import type { ErrorBody } from '../../contract/common';
import { messageIn, validationIn } from '../texts/message-words';
import { readerLanguage } from './reader-language';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const fieldOf = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || 'body';

// Fastify's and its multipart plugin's own refusals of a request, in their own words (what clients have always read),
// written out here so that the messages catalogue knows each (src/i18n/en/messages/common.ts).
const REFUSALS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_INVALID_JSON_BODY: "Body is not valid JSON but content-type is set to 'application/json'",
  FST_PARTS_LIMIT: 'reach parts limit',
  FST_FILES_LIMIT: 'reach files limit',
  FST_FIELDS_LIMIT: 'reach fields limit',
  FST_PROTO_VIOLATION: 'prototype property is not allowed as field name',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'the request is not multipart',
};

/** Maps every error to `{ Message, Errors? }` with its status; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const language = readerLanguage(req);
    const say = (message: string) => messageIn(message, language);
    if (error instanceof AppError) {
      // Spread: an import's problems carry Row and Column beside Field and Message (people/org-import).
      const errors = error.errors?.map((e) => ({ ...e, Message: say(e.Message) }));
      const body: ErrorBody = { Message: say(error.message), ...(errors ? { Errors: errors } : {}) };
      const retryAfter = error.retryAfterSeconds ?? (error.message === DATABASE_UNAVAILABLE ? RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        Field: fieldOf(v.instancePath),
        Message: validationIn(v.message ?? 'Invalid value.', { code: v.keyword, ...v.params } as never, language),
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
        .send({ Message: say(DATABASE_UNAVAILABLE) } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ Message: say('Something went wrong on our side. Please try again.') });
    }
    const message = status === 429 ? TOO_MANY_ATTEMPTS : (REFUSALS[error.code] ?? (error.message || 'Bad request.'));
    return reply.status(status).send({ Message: say(message) } satisfies ErrorBody);
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
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'Bad request.';
  void reply.status(status).send({ Message: messageIn(message, readerLanguage(req)) } satisfies ErrorBody);
}
