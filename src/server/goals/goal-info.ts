import type { GoalInfo } from '../../contract/goals';
import { isWeekOpen } from '../../domain/goals/weekly-status';
import { pipelined, type Db } from '../db/client';
import { loadGoalView } from './goal-access';
import {
  findAncestors,
  findDeletedChildren,
  findEdits,
  findGoalComments,
  findStatuses,
  findTransitions,
  findWeeksOfGoal,
} from './goal-history';
import { toGoal, toResult } from './goal-view';
import type { Viewer } from './viewer';

/** Everything the goal detail shows, for one viewer. */
export async function getGoalInfo(tx: Db, viewer: Viewer, goalId: number): Promise<GoalInfo> {
  const view = await loadGoalView(tx, viewer, goalId);
  const t = viewer.tenantId;
  const [edits, statuses, weeks, transitions, comments, ancestors, deleted] = await pipelined(
    () => findEdits(tx, t, goalId),
    () => findStatuses(tx, t, [goalId]),
    () => findWeeksOfGoal(tx, t, goalId),
    () => findTransitions(tx, t, view),
    () => findGoalComments(tx, viewer, view),
    () => findAncestors(tx, t, goalId),
    () => findDeletedChildren(tx, t, goalId),
  );
  const byWeek = new Map(statuses.map((s) => [s.GoalPeriodWeek.Id, s]));
  const currentWeekStart = viewer.period?.WeekStartDate ?? viewer.today;
  return {
    Goal: toGoal(view),
    GoalEdits: edits,
    GoalStatuses: statuses,
    GoalWeeklyStates: weeks.map((w) => ({
      Week: { Id: w.id, Week: w.week, StartDate: w.startDate, EndDate: w.endDate },
      Status: byWeek.get(w.id) ?? null,
      IsOpen: view.permissions.Update && isWeekOpen(w, currentWeekStart),
    })),
    GoalResult: toResult(view.ownerResult),
    GoalManagerResult: toResult(view.managerResult),
    GoalTransitions: transitions,
    GoalStatusComments: comments,
    Ancestors: ancestors,
    DeletedDescestors: deleted,
    ParentGoal: ancestors.at(-1) ?? null,
    IsFollowed: view.isFollowed,
    Permissions: view.permissions,
  };
}
