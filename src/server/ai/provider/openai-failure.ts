import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AiErrorCode } from './ai-error';
import { GuardRefusal } from './guarded-fetch';
import { retryAfterMs } from './retry';

/** What one failed HTTP call means: which error it would be, whether another call may help, and what it said. */
export type CallFailure = {
  code: AiErrorCode;
  retryable: boolean;
  retryAfterMs?: number;
  detail: string;
  status?: number;
  serverText?: string;
};

// Timeouts are not retried: a model too slow for the tokens asked is as slow the second time, and the caller waits.
export function classifyFailure(error: unknown): CallFailure {
  // The OpenAI client wraps what its fetch throws; a refused address or a too-large answer would be refused again.
  const cause = error instanceof APIConnectionError ? error.cause : error;
  if (cause instanceof GuardRefusal) return { code: 'unavailable', retryable: false, detail: cause.message };
  if (error instanceof APIConnectionTimeoutError) return { code: 'timeout', retryable: false, detail: 'no answer within the timeout' };
  if (error instanceof APIConnectionError) return { code: 'unavailable', retryable: true, detail: 'could not connect' };
  if (error instanceof APIError && typeof error.status === 'number') {
    const wait = retryAfterMs(error.headers ?? undefined);
    const text = serverText(error);
    const seen = { detail: `HTTP ${error.status} ${text}`.trim(), status: error.status, serverText: text };
    if (error.status === 429) return { code: 'rate_limited', retryable: true, retryAfterMs: wait, ...seen };
    if (error.status === 408 || error.status >= 500) return { code: 'unavailable', retryable: true, retryAfterMs: wait, ...seen };
    return { code: 'unavailable', retryable: false, ...seen };
  }
  return { code: 'unavailable', retryable: false, detail: error instanceof Error ? error.name : 'unknown failure' };
}

// The server's own error text helps an operator (a wrong model name, a bad key); it is shortened and never shown to users.
const serverText = (error: APIError) => {
  const body = error.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : '';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};
