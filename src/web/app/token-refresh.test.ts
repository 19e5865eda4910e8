import { describe, expect, it } from 'vitest';
import { tokenNeedsRefresh } from './token-refresh';

const hour = 3600_000;

describe('tokenNeedsRefresh', () => {
  it('keeps a token younger than a day and exchanges an older or unknown one', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(tokenNeedsRefresh(now - 23 * hour, now)).toBe(false);
    expect(tokenNeedsRefresh(now - 24 * hour, now)).toBe(false);
    expect(tokenNeedsRefresh(now - 24 * hour - 1, now)).toBe(true);
    expect(tokenNeedsRefresh(now - 6 * 24 * hour, now)).toBe(true);
    expect(tokenNeedsRefresh(null, now)).toBe(true);
  });
});
