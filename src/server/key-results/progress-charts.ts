import type { z } from 'zod';
import type { CompanyProgress, CompanyProgressQuery, TeamProgress, TeamProgressQuery } from '../../contract/key-results';
import { expectedProgress, progressStanding } from '../../domain/key-results/progress';
import { ianaOf } from '../../domain/time-zones';
import { pipelined } from '../db/client';
import { notFound } from '../errors';
import { findStatuses, findTrackedGoalsOf, trackedGoalIdsOf, type ViewerWork } from '../goals';
import { findDirectReportIds } from '../people';
import { findPeriod, findPeriodWeeks, PERIOD_NOT_FOUND, type WeekRow } from '../periods';
import { findKeyResultsOfGoals, findReadingsOfGoals } from './key-result-queries';
import { dayEnds, measuredOf, progressOnDays, readingsByKeyResult, type MeasuredKeyResult } from './progress-on-days';

// The team's goals and the company's share on track, by week of a quarter (issue 31, decision 068).

type Quarter = { id: number; startDate: string; endDate: string };

/** The quarter asked for (404 for one the company does not have), else the current one; null before the schedule starts. */
async function quarterOf(w: ViewerWork, periodId: number | undefined): Promise<Quarter | null> {
  if (periodId === undefined) {
    const p = w.viewer.period;
    return p && { id: p.Id, startDate: p.StartDate, endDate: p.EndDate };
  }
  const found = await findPeriod(w.tx, w.viewer.tenantId, periodId);
  if (!found) throw notFound(PERIOD_NOT_FOUND, 'periodId');
  return found;
}

const weekOf = (week: WeekRow) => ({ WeekId: week.id, Week: week.week, StartDate: week.startDate });

/** When each week is read: at the end of its last day, once it has ended; null before (a week under way has no figure yet). */
const weekEnds = (w: ViewerWork, weeks: readonly WeekRow[]) =>
  dayEnds(
    weeks.map((week) => (week.endDate < w.viewer.today ? week.endDate : null)),
    ianaOf(w.actor.tenant.timeZone),
  );

/** The key results by goal, ready for the computation. */
function byGoal(rows: Awaited<ReturnType<typeof findKeyResultsOfGoals>>): Map<number, MeasuredKeyResult[]> {
  const goals = new Map<number, MeasuredKeyResult[]>();
  for (const row of rows) goals.set(row.goalId, [...(goals.get(row.goalId) ?? []), measuredOf(row)]);
  return goals;
}

/**
 * GET /Goal/progress/team: a page of the tracked goals of the viewer's direct reports and the viewer's own, each week
 * with its prediction and the goal's progress at the week's end. Everyone sees their own team (a contributor their
 * own goals), so nothing here is out of sight.
 */
export async function findTeamProgress(w: ViewerWork, q: z.output<typeof TeamProgressQuery>): Promise<TeamProgress> {
  const t = w.viewer.tenantId;
  const quarter = await quarterOf(w, q.periodId);
  if (!quarter) return { Weeks: [], Goals: [], Total: 0 };
  const [weeks, reports] = await pipelined(
    () => findPeriodWeeks(w.tx, t, quarter.id),
    () => findDirectReportIds(w.tx, t, w.viewer.userId),
  );
  const page = await findTrackedGoalsOf(w.tx, t, {
    periodId: quarter.id,
    ownerIds: [w.viewer.userId, ...reports],
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const ids = page.rows.map((g) => g.id);
  const [keyResults, readings, statuses] =
    ids.length === 0
      ? [[], [], []]
      : await pipelined(
          () => findKeyResultsOfGoals(w.tx, t, ids),
          () => findReadingsOfGoals(w.tx, t, ids),
          () => findStatuses(w.tx, t, ids),
        );
  const measured = byGoal(keyResults);
  const byKeyResult = readingsByKeyResult(readings);
  const ends = weekEnds(w, weeks);
  const likelihoodOf = new Map(statuses.map((s) => [`${s.GoalId}:${s.GoalPeriodWeek.Id}`, s.Likelihood]));
  return {
    Weeks: weeks.map(weekOf),
    Goals: page.rows.map((g) => {
      const progress = progressOnDays(measured.get(g.id) ?? [], byKeyResult, ends);
      return {
        Id: g.id,
        Title: g.title,
        OwnerId: g.ownerId,
        OwnerName: g.ownerName,
        Weeks: weeks.map((week, i) => ({
          WeekId: week.id,
          Likelihood: likelihoodOf.get(`${g.id}:${week.id}`) ?? null,
          Progress: progress[i] ?? null,
        })),
      };
    }),
    Total: page.total,
  };
}

const share = (part: number, whole: number) => Math.round((part * 1000) / whole) / 10;

/**
 * GET /Goal/progress/company: of the company's tracked goals of the quarter that have key results, how many stood at
 * or above the straight line at each week's end. Three statements whatever the company's size (weeks, key results,
 * readings: the goals as a subquery of each), then counted in memory (decision 068 says what it costs).
 */
export async function findCompanyProgress(w: ViewerWork, q: z.output<typeof CompanyProgressQuery>): Promise<CompanyProgress> {
  const t = w.viewer.tenantId;
  const quarter = await quarterOf(w, q.periodId);
  if (!quarter) return { Weeks: [] };
  const goals = trackedGoalIdsOf(t, quarter.id);
  const [weeks, keyResults, readings] = await pipelined(
    () => findPeriodWeeks(w.tx, t, quarter.id),
    () => findKeyResultsOfGoals(w.tx, t, goals),
    () => findReadingsOfGoals(w.tx, t, goals),
  );
  const measured = byGoal(keyResults);
  const byKeyResult = readingsByKeyResult(readings);
  const ends = weekEnds(w, weeks);
  const expected = weeks.map((week) => expectedProgress(week.endDate, quarter.startDate, quarter.endDate));
  const onTrack = weeks.map(() => 0);
  for (const keyResultsOfGoal of measured.values()) {
    progressOnDays(keyResultsOfGoal, byKeyResult, ends).forEach((progress, i) => {
      if (progress !== null && progressStanding(progress, expected[i]!) === 'onTrack') onTrack[i]!++;
    });
  }
  const Measured = measured.size;
  return {
    Weeks: weeks.map((week, i) => {
      const ended = ends[i] !== null;
      return {
        ...weekOf(week),
        OnTrack: ended ? onTrack[i]! : null,
        Measured,
        Share: ended && Measured > 0 ? share(onTrack[i]!, Measured) : null,
      };
    }),
  };
}
