import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import type { Answer, Endpoint } from '../../contract/endpoint';
import type { Access } from './access';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as the endpoint's schemas have validated it. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

/** Answers the endpoint's body, or — for a download (`response: 'file'`) — the reply it has sent. */
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => E['response'] extends 'file' ? Promise<FastifyReply> : Promise<Answer<E>> | Answer<E>;

/**
 * What a few routes add: a rate limit per client address, a check once the body is parsed (per account), a
 * smaller body limit than the app's.
 */
export type RouteExtras = { rateLimit?: RateLimitOptions; preHandler?: preHandlerHookHandler; bodyLimit?: number };

/**
 * Registers an endpoint of the contract's table (src/contract/endpoints) with who may call it: path, method
 * and schemas come from the table, so the server and the web client cannot disagree on them.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  access: Access,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  // Only the schemas the endpoint has: an undefined key makes Fastify warn for the HEAD twin of a GET.
  const schema = {
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body && e.body !== 'multipart' ? { body: e.body } : {}),
    ...(e.response !== 'file' ? { response: { [e.status ?? 200]: e.response } } : {}),
  };
  const status = e.status;
  // A success answers the endpoint's status; an error still answers its own (the error handler sets it).
  const answer: EndpointHandler<E> = status ? (req, reply) => handler(req, reply.code(status)) : handler;
  app.route({
    method: e.method,
    url: e.path,
    config: { access, endpoint: e, ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    schema,
    handler: answer as unknown as RouteHandlerMethod,
  });
}
