import type { GoalProgress } from '../../contract/key-results';
import { expectedProgress } from '../../domain/key-results/progress';
import { ianaOf } from '../../domain/time-zones';
import { pipelined } from '../db/client';
import { findCountedSubtree, findStatuses, findWeeksOfGoal, loadGoalView, type ViewerWork } from '../goals';
import { findCheckins, findKeyResults, findKeyResultsOfGoals, findReadingsOfGoals } from './key-result-queries';
import { progressOf } from './key-result-service';
import { dayEnds, measuredOf, progressOnDays, readingsByKeyResult, rolledUpOnDays, type MeasuredKeyResult } from './progress-on-days';

/** The goal's progress now, and at each of `ends` (the instants `dayEnds` gives). */
type Progress = { now: number | null; onDays: (ends: (number | null)[]) => (number | null)[] };

/** A goal counting none of its aligned goals: its own key results. */
async function ownProgress(w: ViewerWork, goalId: number): Promise<Progress> {
  const t = w.viewer.tenantId;
  const [keyResults, checkins] = await pipelined(
    () => findKeyResults(w.tx, t, goalId),
    () => findCheckins(w.tx, t, goalId),
  );
  return {
    now: progressOf(keyResults),
    onDays: (ends) => progressOnDays(keyResults.map(measuredOf), readingsByKeyResult(checkins), ends),
  };
}

/**
 * A goal counting its aligned goals (decision 069): the goals it counts as the tree and their settings stand today
 * (one statement), then their key results and readings (two, in one round trip), rolled up as the goal keeps it.
 */
async function rolledUpProgress(w: ViewerWork, goalId: number, kept: number | null): Promise<Progress> {
  const t = w.viewer.tenantId;
  const tree = await findCountedSubtree(w.tx, t, goalId);
  const ids = tree.map((g) => g.id);
  const [keyResults, readings] = await pipelined(
    () => findKeyResultsOfGoals(w.tx, t, ids),
    () => findReadingsOfGoals(w.tx, t, ids),
  );
  const byGoal = new Map<number, MeasuredKeyResult[]>();
  for (const row of keyResults) byGoal.set(row.goalId, [...(byGoal.get(row.goalId) ?? []), measuredOf(row)]);
  return { now: kept, onDays: (ends) => rolledUpOnDays(tree, byGoal, readingsByKeyResult(readings), ends) };
}

/**
 * GET /Goal/{goalId}/progress: the goal's progress now and at the end of each week of its quarter (each key result at
 * its last reading by then, its start before any; the aligned goals it counts rolled up the same way), beside the
 * expected line and the week's prediction.
 */
export async function findGoalProgress(w: ViewerWork, goalId: number): Promise<GoalProgress> {
  const t = w.viewer.tenantId;
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  const [progress, weeks, statuses] = await pipelined(
    () => (view.row.countChildren ? rolledUpProgress(w, goalId, view.row.progress) : ownProgress(w, goalId)),
    () => findWeeksOfGoal(w.tx, t, goalId),
    () => findStatuses(w.tx, t, [goalId]),
  );
  const { startDate, endDate } = view.period;
  const today = w.viewer.today;
  // The week under way stands as it is today; a week not begun has nothing yet.
  const days = weeks.map((week) => (week.startDate > today ? null : week.endDate < today ? week.endDate : today));
  const progressByWeek = progress.onDays(dayEnds(days, ianaOf(w.actor.tenant.timeZone)));
  const statusOf = new Map(statuses.map((s) => [s.GoalPeriodWeek.Id, s]));
  return {
    Progress: progress.now,
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
