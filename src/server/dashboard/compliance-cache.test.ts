import { describe, expect, it } from 'vitest';
import { createComplianceCache } from './compliance-cache';

const counts = (users: number) => ({ users, goals: 0, tracked: 0, lastweekgoals: 0, finalizable: 0, lastgoals: 0 });

describe('createComplianceCache', () => {
  it('computes once per key and minute, shares a computation in flight, and recomputes after the minute', async () => {
    const cache = createComplianceCache(60_000);
    let calls = 0;
    const compute = async () => counts(++calls);
    const t0 = new Date('2026-05-20T10:00:00Z');
    const [a, b] = await Promise.all([cache.counts('1:2:3:4', t0, compute), cache.counts('1:2:3:4', t0, compute)]);
    expect([a.users, b.users, calls]).toEqual([1, 1, 1]);
    expect((await cache.counts('1:2:3:4', new Date(t0.getTime() + 59_999), compute)).users).toBe(1);
    expect((await cache.counts('9:2:3:4', t0, compute)).users).toBe(2);
    expect((await cache.counts('1:2:3:4', new Date(t0.getTime() + 60_000), compute)).users).toBe(3);
    // A clock moved back does not read a value from its future.
    expect((await cache.counts('1:2:3:4', new Date(t0.getTime() - 1), compute)).users).toBe(4);
  });

  it('does not keep a failed computation', async () => {
    const cache = createComplianceCache();
    const now = new Date();
    await expect(cache.counts('k', now, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.counts('k', now, async () => counts(7))).users).toBe(7);
  });
});
