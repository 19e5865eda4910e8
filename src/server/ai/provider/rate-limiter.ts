import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type AiRateLimit = { allowed: true } | { allowed: false; retryAfterMs: number };

export type AiRateLimiter = {
  /** Counts one AI call for this person; `allowed: false` once the minute's calls are spent. */
  take(tenantId: number, userId: number): Promise<AiRateLimit>;
};

// rate-limiter-flexible rather than our own counter: a maintained, dependency-free library whose memory limiter
// expires its keys by itself, and whose PostgreSQL limiter offers the same interface when instances must share a count.
// A fixed window per person that starts at the first call; its clock is Date.now (tests move it with fake timers).
export function createAiRateLimiter({ perMinute }: { perMinute: number }): AiRateLimiter {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: 'ai' });
  return {
    async take(tenantId, userId) {
      try {
        await limiter.consume(`${tenantId}:${userId}`);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterMs: rejection.msBeforeNext };
        throw rejection;
      }
    },
  };
}
