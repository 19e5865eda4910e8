import { describe, expect, it } from 'vitest';
import { clampPercent, percentDegrees } from './percent-circle-math';

describe('percentDegrees', () => {
  it.each([
    [0, 0],
    [25, 90],
    [50, 180],
    [100, 360],
  ])('%i%% is %i degrees', (percent, degrees) => {
    expect(percentDegrees(percent)).toBeCloseTo(degrees);
  });

  it('keeps the arc inside one circle', () => {
    expect(percentDegrees(140)).toBeCloseTo(360);
    expect(percentDegrees(-5)).toBe(0);
    expect(percentDegrees(null)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(33.6)).toBe(34);
  });
});
