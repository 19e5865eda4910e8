import type { GoalProgress } from '../../contract/key-results';
import { expectedProgress } from '../../domain/key-results/progress';
import { ianaOf } from '../../domain/time-zones';
import { pipelined } from '../db/client';
import { findStatuses, findWeeksOfGoal, loadGoalView, type ViewerWork } from '../goals';
import { findCheckins, findKeyResults } from './key-result-queries';
import { progressOf } from './key-result-service';
import { dayEnds, measuredOf, progressOnDays, readingsByKeyResult } from './progress-on-days';

/**
 * GET /Goal/{goalId}/progress: the goal's progress now and at the end of each week of its quarter (each key result at
 * its last reading by then, its start before any), beside the expected line and the week's prediction.
 */
export async function findGoalProgress(w: ViewerWork, goalId: number): Promise<GoalProgress> {
  const t = w.viewer.tenantId;
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  const [keyResults, checkins, weeks, statuses] = await pipelined(
    () => findKeyResults(w.tx, t, goalId),
    () => findCheckins(w.tx, t, goalId),
    () => findWeeksOfGoal(w.tx, t, goalId),
    () => findStatuses(w.tx, t, [goalId]),
  );
  const { startDate, endDate } = view.period;
  const today = w.viewer.today;
  // The week under way stands as it is today; a week not begun has nothing yet.
  const days = weeks.map((week) => (week.startDate > today ? null : week.endDate < today ? week.endDate : today));
  const ends = dayEnds(days, ianaOf(w.actor.tenant.timeZone));
  const progressByWeek = progressOnDays(keyResults.map(measuredOf), readingsByKeyResult(checkins), ends);
  const statusOf = new Map(statuses.map((s) => [s.GoalPeriodWeek.Id, s]));
  return {
    Progress: progressOf(keyResults),
    Expected: expectedProgress(today, startDate, endDate),
    Weeks: weeks.map((week, i) => ({
      WeekId: week.id,
      StartDate: week.startDate,
      Progress: progressByWeek[i] ?? null,
      Expected: expectedProgress(week.endDate, startDate, endDate),
      Likelihood: statusOf.get(week.id)?.Likelihood ?? null,
      Quality: statusOf.get(week.id)?.Quality ?? null,
    })),
  };
}
