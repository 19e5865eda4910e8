import type { FastifyInstance } from 'fastify';
import type { Guard } from '../http/access';
import type { JsonSchema } from './schema-values';

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document, with the access its route declares. */
export type Operation = {
  /** `GET /api/Goal/:id`: the route table's spelling, used as the suites' key. */
  key: string;
  method: string;
  /** Fastify's form, `/api/Goal/:id`. */
  url: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Whether it answers JSON; a download (`response: 'file'`) declares no answer. */
  answersJson: boolean;
  access: string;
  /** The declared guard when the access is one ('ceo', 'not an observer'…). */
  guard: Guard | null;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

/** Routes the suites leave alone: the generated documentation, and HEAD (Fastify answers it from GET). */
const isSuiteRoute = (method: string, url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD';

/**
 * Every API operation, read from the served OpenAPI document and joined to the route table. A route
 * the document does not describe, or the other way round, is an error: the suites built on this list
 * then reach every route there is.
 */
export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<OpenApi>();
  const access = new Map(app.routeAccess.filter((r) => isSuiteRoute(r.method, r.url)).map((r) => [`${r.method} ${r.url}`, r]));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const key = `${method.toUpperCase()} ${url}`;
      if (!isSuiteRoute(method.toUpperCase(), url)) continue;
      const declared = access.get(key);
      if (declared === undefined) throw new Error(`${key} is in the API document but not in the route table`);
      access.delete(key);
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        key,
        method: method.toUpperCase(),
        url,
        parameters: op.parameters ?? [],
        body,
        answersJson: Object.values(op.responses ?? {}).some((response) => response.content?.['application/json']),
        access: declared.access,
        guard: declared.guard ?? null,
      });
    }
  }
  if (access.size) throw new Error(`Routes missing from the API document: ${[...access.keys()].join(', ')}`);
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** The URL of an operation with its path parameters and query filled in. */
export function urlOf(op: Operation, values: Record<string, unknown>): string {
  const path = op.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const query = op.parameters
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .flatMap((p) => {
      const value = values[p.name];
      return (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(v))}`);
    });
  return query.length ? `${path}?${query.join('&')}` : path;
}
