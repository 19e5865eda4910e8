import { describe, expect, it } from 'vitest';
import { mayAddContributingGoal, mayCopyGoal } from './action-bar-rules';

describe('mayAddContributingGoal', () => {
  const base = { role: 'manager' as const, currentIndex: 5, goalIndex: 5, state: 'approved' as const };
  it.each([
    [{}, true],
    [{ goalIndex: 6 }, true],
    [{ goalIndex: 4 }, false],
    [{ role: 'observer' as const }, false],
    [{ state: 'shelved' as const }, false],
    [{ currentIndex: undefined }, false],
    [{ goalIndex: undefined }, false],
  ])('%o → %s', (over, allowed) => {
    expect(mayAddContributingGoal({ ...base, ...over })).toBe(allowed);
  });
});

describe('mayCopyGoal', () => {
  it('is for everyone but observers', () => {
    expect(mayCopyGoal('contributor')).toBe(true);
    expect(mayCopyGoal('observer')).toBe(false);
  });
});
