import { describe, expect, it } from 'vitest';
import { escalationsDue, streakOf, streakStartOf } from './streak';

const W = '2026-10-29';

describe('weeks missed in a row', () => {
  it.each([
    [[], 0],
    [['2026-10-22'], 0],
    [[W], 1],
    [[W, '2026-10-22'], 2],
    [[W, '2026-10-22', '2026-10-15'], 3],
    // A week with an update breaks the streak.
    [[W, '2026-10-22', '2026-10-08'], 2],
    // Order and duplicates do not matter.
    [['2026-10-15', W, '2026-10-22', W], 3],
  ])('%j up to %s is %i', (missed, streak) => expect(streakOf(missed, W)).toBe(streak));

  it.each([
    [1, W],
    [3, '2026-10-15'],
    [0, W],
  ])('a streak of %i began the week of %s', (streak, start) => expect(streakStartOf(W, streak)).toBe(start));
});

describe('whom a streak is escalated to (manager after 2 weeks, their manager after 3)', () => {
  const facts = { managerAfterWeeks: 2, skipLevelAfterWeeks: 3, lastManagerWeek: null, lastSkipLevelWeek: null, weekStart: W };
  it.each([
    [{ streak: 0 }, false, false],
    [{ streak: 1 }, false, false],
    [{ streak: 2 }, true, false],
    // Nobody told before (the follow-up was off, or thresholds changed): both at once.
    [{ streak: 3 }, true, true],
    // The manager was told when the streak reached 2 (the week before): not again, but now the skip level.
    [{ streak: 3, lastManagerWeek: '2026-10-22' }, false, true],
    // Both told: nobody while the streak goes on.
    [{ streak: 4, lastManagerWeek: '2026-10-15', lastSkipLevelWeek: '2026-10-22' }, false, false],
    // An escalation of an earlier streak does not count: a new streak of 2 tells the manager again.
    [{ streak: 2, lastManagerWeek: '2026-10-08', lastSkipLevelWeek: '2026-10-08' }, true, false],
    // Thresholds lowered mid-streak: the streak already past them tells both at the next follow-up.
    [{ streak: 5, managerAfterWeeks: 1, skipLevelAfterWeeks: 2 }, true, true],
    // A threshold of 1: the first missed week tells the manager.
    [{ streak: 1, managerAfterWeeks: 1 }, true, false],
  ])('%j: manager %s, skip level %s', (f, manager, skipLevel) => {
    expect(escalationsDue({ ...facts, ...f } as Parameters<typeof escalationsDue>[0])).toEqual({ manager, skipLevel });
  });
});
