import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP call of the API: the server registers its route from it and the web client calls through it, so
 * a path or a field cannot drift between them. `path` is below `/api` and names parameters `:like` Fastify.
 * `body: 'multipart'` marks an upload (one file in the field `file`); `response: 'file'` a download (an image
 * or a document with its own type, loaded by the browser from the address, not by `call`).
 */
export type Endpoint = {
  method: Method;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  response: z.ZodType | 'file';
  /** The status of a success: 201 for a call that makes something new, 200 when absent. */
  status?: 200 | 201;
};

/** Declares an endpoint, keeping its exact schema types for both sides. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller gives: the path parameters, the query string and the body the endpoint declares. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends 'multipart' ? { body: FormData } : E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never });

/** What the endpoint answers. */
export type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/**
 * An endpoint's method and path without its schemas, typed by the endpoint: what the web calls through, so a screen
 * builds no zod schema and loads no zod (src/contract/routes; issue 29).
 */
export type Route<E extends Endpoint = Endpoint> = { readonly method: E['method']; readonly path: E['path']; readonly endpoint?: E };

/** The endpoint a route stands for. */
export type EndpointOf<R> = R extends Route<infer E> ? E : never;

type Address<E extends Endpoint> = `${E['method']} ${E['path']}`;

/**
 * The routes of an endpoint table, each written `'METHOD /path'`: the compiler holds every name, method and path to
 * the table's, so the two cannot drift apart.
 */
export function routes<T extends Record<string, Endpoint>>(table: { [K in keyof T]: Address<T[K]> }): { [K in keyof T]: Route<T[K]> } {
  const entries = Object.entries<string>(table).map(([name, address]) => {
    const [method, path] = address.split(' ');
    return [name, { method, path }];
  });
  return Object.fromEntries(entries) as { [K in keyof T]: Route<T[K]> };
}
