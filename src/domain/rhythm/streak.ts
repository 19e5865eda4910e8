import { addDays } from '../periods';

// Missed weeks and escalations (decision 074). A week counts as missed when, at the company's due moment, the person
// had goals needing the week's update and had given none; the follow-up keeps one row per missed week.

/** Weeks missed in a row up to and including `weekStart` (0 when that week was not missed). */
export function streakOf(missedWeekStarts: readonly string[], weekStart: string): number {
  const missed = new Set(missedWeekStarts);
  let streak = 0;
  while (missed.has(addDays(weekStart, -7 * streak))) streak++;
  return streak;
}

/** The first week of the streak that ends at `weekStart`. */
export const streakStartOf = (weekStart: string, streak: number): string => addDays(weekStart, -7 * Math.max(0, streak - 1));

export type EscalationFacts = {
  streak: number;
  managerAfterWeeks: number;
  skipLevelAfterWeeks: number;
  /** The newest week an escalation of each kind about the person went out, if any. */
  lastManagerWeek: string | null;
  lastSkipLevelWeek: string | null;
  weekStart: string;
};

/**
 * Whom to tell this week: the manager once the streak reaches its threshold, the manager's manager once it reaches
 * theirs; each once per streak (none sent since the streak began). A threshold lowered mid-streak tells them at the
 * next follow-up; an update ends the streak, and a new streak escalates again.
 */
export function escalationsDue(f: EscalationFacts): { manager: boolean; skipLevel: boolean } {
  const start = streakStartOf(f.weekStart, f.streak);
  const sentInStreak = (week: string | null) => week !== null && week >= start;
  return {
    manager: f.streak > 0 && f.streak >= f.managerAfterWeeks && !sentInStreak(f.lastManagerWeek),
    skipLevel: f.streak > 0 && f.streak >= f.skipLevelAfterWeeks && !sentInStreak(f.lastSkipLevelWeek),
  };
}
