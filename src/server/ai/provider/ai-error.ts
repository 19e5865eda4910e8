export type AiErrorCode = 'unavailable' | 'malformed' | 'rate_limited' | 'timeout';

// Spec 001 §8, 'AI summary request failure'; a regenerate failure shows only the first line.
export const AI_FAILED = 'Something went wrong!';
export const AI_TRY_AGAIN = 'Please try again to generate..';

/**
 * A model call that failed. `message` is for logs and names the cause; a screen shows only `userMessage` and
 * `userDetail`, never the model's raw text (which is never put in an AiError) nor the key (never put anywhere).
 */
export class AiError extends Error {
  readonly userMessage = AI_FAILED;
  readonly userDetail = AI_TRY_AGAIN;
  /** For 'rate_limited': how long the provider asked us to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly code: AiErrorCode,
    message: string,
    options: { retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiError';
    this.retryAfterMs = options.retryAfterMs;
  }
}
