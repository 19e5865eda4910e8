import i18next from 'i18next';
import type { ErrorBody } from '../../contract/common';
import type { z } from 'zod';
import type { Answer, CallInput, Endpoint, EndpointOf, Route } from '../../contract/endpoint';
import { clearLocalStorage, getAuthToken } from './auth-token';

/**
 * The one error every failed call becomes. `message` is the server's `Message`; without one (no answer, or an answer
 * that says nothing) it is the catalogue's text in the language shown when it is read: 'The server could not be
 * reached…' for no answer, else 'Something went wrong!!'. So a screen shows `error.message` and words nothing itself.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorBody['Errors'];
  /** What the server said, or null when it said nothing. */
  readonly said: string | null;

  constructor(status: number, message: string | null, errors?: ErrorBody['Errors']) {
    // No message of Error's own: the getter below answers it.
    super();
    this.name = 'ApiError';
    this.status = status;
    this.said = message || null;
    this.errors = errors;
  }

  override get message(): string {
    return this.said ?? i18next.t(this.status === 0 ? 'common:serverUnreachable' : 'common:genericError');
  }
}

/**
 * The English fallback, for the screens not yet moved to the catalogue (issue 30). Show `errorText(error)`,
 * an ApiError's `message` or `t('common:genericError')` instead, which follow the language shown.
 */
export const GENERIC_ERROR = 'Something went wrong!!';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in calls show their 401/403 message instead of signing the user out. */
  public?: boolean;
};

let onSessionLost: () => void = () => window.location.assign('/v3/login');

/** The app replaces the hard reload with a client-side navigation once the router exists. */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/** A call's body with its response headers, for the few answers that say more in headers (who wrote an AI answer). */
async function apiResponse<T>(path: string, options: RequestOptions): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (an upload) sets its own multipart content type.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { body: payload as T, headers: response.headers };

  if (!options.public && (response.status === 401 || response.status === 403)) {
    clearLocalStorage();
    onSessionLost();
  }
  const body = payload as Partial<ErrorBody> | null;
  throw new ApiError(response.status, body?.Message || null, body?.Errors);
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** What to tell the user about a failed call: the server's message, or the catalogue's generic one (at the time it is shown). */
export const errorText = (error: unknown): string => (isApiError(error) ? error.message : i18next.t('common:genericError'));

/** The path of a call: the endpoint's `:name` parameters filled in, and its query string. */
export function pathOf(e: Route, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = e.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : path;
}

/** Calls an endpoint through its route (src/contract/routes): method and path come from it, types from its endpoint. */
type CallOptions = { signal?: AbortSignal; public?: boolean };

const requestOf = (e: Route, input: { body?: unknown } & CallOptions): RequestOptions => ({
  method: e.method,
  body: input.body,
  signal: input.signal,
  public: input.public,
});

export function call<R extends Route>(e: R, input: CallInput<EndpointOf<R>> & CallOptions): Promise<Answer<EndpointOf<R>>> {
  return apiRequest<Answer<EndpointOf<R>>>(pathOf(e, input), requestOf(e, input));
}

/** `call`, with the response headers beside the body. */
export function callWithHeaders<R extends Route>(
  e: R,
  input: CallInput<EndpointOf<R>> & CallOptions,
): Promise<{ body: Answer<EndpointOf<R>>; headers: Headers }> {
  return apiResponse<Answer<EndpointOf<R>>>(pathOf(e, input), requestOf(e, input));
}

type WithBody = Route<Endpoint & { body: z.ZodType }>;
type WithId = Route<Endpoint & { params: z.ZodType }>;

/** A call that takes only a body: `withBody(e.approve)(body)`. */
export const withBody =
  <R extends WithBody>(e: R) =>
  (body: z.input<EndpointOf<R>['body']>) =>
    call(e, { body } as CallInput<EndpointOf<R>> & CallOptions);

/** A call that takes only an id: `withId(e.deleteGoal)(7)`. */
export const withId =
  <R extends WithId>(e: R) =>
  (id: number) =>
    call(e, { params: { id } } as CallInput<EndpointOf<R>> & CallOptions);
