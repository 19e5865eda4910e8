import { setTimeout as sleep } from 'node:timers/promises';

export type RetryPolicy = {
  /** Retries after the first HTTP call on 429, 408, 5xx and connection errors. */
  maxRetries: number;
  /** First back-off; doubled each retry, with up to 25% jitter taken off, never above maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this fails the call at once ('rate_limited') rather than holding it. */
  maxRetryAfterMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 20_000 };

export const backoffMs = (policy: RetryPolicy, retry: number, random = Math.random) =>
  Math.min(policy.baseDelayMs * 2 ** retry, policy.maxDelayMs) * (1 - random() * 0.25);

/** Retry-After as seconds or an HTTP date, or the non-standard retry-after-ms some servers send; undefined when absent. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export const wait = (ms: number, signal?: AbortSignal) => sleep(ms, undefined, { signal });
