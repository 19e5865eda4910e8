import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './delivery';

describe('retryDelayMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [40, 3_600_000],
  ])('after failure %i waits %i ms', (failures, ms) => {
    expect(retryDelayMs(failures)).toBe(ms);
  });
});
