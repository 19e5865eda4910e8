import type { GoalStatus } from '../../../../contract/goals';

// The compact status row of a goal shows four weeks (spec 000 §9).
export const COMPACT_WEEKS = 4;

/** Each child goal's newest statuses, oldest of them first, at most `count`. */
export function recentStatusesByGoal(statuses: GoalStatus[], count = COMPACT_WEEKS): Map<number, GoalStatus[]> {
  const byGoal = new Map<number, GoalStatus[]>();
  for (const s of statuses) byGoal.set(s.GoalId, [...(byGoal.get(s.GoalId) ?? []), s]);
  for (const [goalId, list] of byGoal) {
    const ordered = list.sort((a, b) => a.GoalPeriodWeek.StartDate.localeCompare(b.GoalPeriodWeek.StartDate));
    byGoal.set(goalId, ordered.slice(-count));
  }
  return byGoal;
}
