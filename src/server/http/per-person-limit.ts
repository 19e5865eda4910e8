import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * A route's rate limit counted per signed-in person (per address before sign-in): for calls that each keep a row, far
 * above a person at work and far below a script filling a table. `name` keeps each route's count apart.
 */
export const perPerson = (name: string, max: number): RateLimitOptions => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (req) => {
    const actor = (req as { actor?: { tenantId: number; userId: number } | null }).actor;
    return actor ? `${name}:${actor.tenantId}:${actor.userId}` : req.ip;
  },
});
