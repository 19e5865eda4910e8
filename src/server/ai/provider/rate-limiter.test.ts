import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAiRateLimiter } from './rate-limiter';

// The limiter's clock is Date.now; fake timers move it (and its key expiry) without waiting.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the per-user AI rate limiter (3 a minute)', () => {
  // Each call as 'tenant/user@second after the first call'.
  it.each([
    ['three calls in a minute pass', ['1/10@0', '1/10@1', '1/10@2'], [true, true, true]],
    ['the fourth within the minute is refused', ['1/10@0', '1/10@0', '1/10@0', '1/10@59'], [true, true, true, false]],
    ['a new minute starts afresh', ['1/10@0', '1/10@0', '1/10@0', '1/10@61'], [true, true, true, true]],
    ['each person has their own count', ['1/10@0', '1/10@0', '1/10@0', '1/11@0'], [true, true, true, true]],
    ['the same user id in another company has its own count', ['1/10@0', '1/10@0', '1/10@0', '2/10@0'], [true, true, true, true]],
  ])('%s', async (_, calls, expected) => {
    const limiter = createAiRateLimiter({ perMinute: 3 });
    const start = Date.now();
    const allowed: boolean[] = [];
    for (const call of calls) {
      const [tenantId, userId, second] = call.split(/[/@]/).map(Number) as [number, number, number];
      vi.setSystemTime(start + second * 1000);
      allowed.push((await limiter.take(tenantId, userId)).allowed);
    }
    expect(allowed).toEqual(expected);
  });

  it('tells a refused caller how long until the minute is over', async () => {
    const limiter = createAiRateLimiter({ perMinute: 1 });
    await limiter.take(1, 10);
    vi.advanceTimersByTime(20_000);
    expect(await limiter.take(1, 10)).toEqual({ allowed: false, retryAfterMs: 40_000 });
  });
});
