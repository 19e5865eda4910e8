import { AppError } from '../../errors';
import { AiError } from './ai-error';

export const TOO_MANY = 'You asked the AI many times in a minute; please wait a moment and try again.';
/** What a person reads when the model could not answer (spec 001 §8), never the model's own text. */
// AI_FAILED and AI_TRY_AGAIN as one text, written out whole: the catalogue finds a message by its English (decision 064).
export const MODEL_FAILED = 'Something went wrong! Please try again to generate..';

type Limit = { take: (tenantId: number, userId: number) => Promise<{ allowed: boolean }> };

/**
 * One model call a person asked for, within their per-minute limit (429 past it); a model failure is answered 503
 * with the spec's words. Every request that asks a model goes through here.
 */
export async function askWithin<T>(limiter: Limit, who: { tenantId: number; userId: number }, call: () => Promise<T>): Promise<T> {
  const limit = await limiter.take(who.tenantId, who.userId);
  if (!limit.allowed) throw new AppError('throttled', TOO_MANY);
  try {
    return await call();
  } catch (error) {
    if (error instanceof AiError) throw new AppError('unavailable', MODEL_FAILED);
    throw error;
  }
}
