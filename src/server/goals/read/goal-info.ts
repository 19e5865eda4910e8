import type { GoalInfo } from '../../../contract/goals';
import { isWeekOpen } from '../../../domain/goals/weekly-status';
import { pipelined } from '../../db/client';
import { loadGoalView } from './goal-access';
import {
  findAncestors,
  findCommentRows,
  findDeletedChildren,
  findEdits,
  findStatuses,
  findTransitionRows,
  findWeeksOfGoal,
  toTransitions,
  visibleComments,
} from './goal-history';
import { toGoal, toResult } from './goal-view';
import { findLinkedGoals, goalLinksOf } from './goal-links';
import type { ViewerWork } from '../viewer';

/**
 * Everything the goal detail shows, for one viewer. The history is asked for together with the goal (one
 * round trip) and shaped for the viewer once the goal's view is known; nothing of it is answered when the
 * goal is not visible to them.
 */
export async function getGoalInfo(w: ViewerWork, goalId: number): Promise<GoalInfo> {
  const { tx, viewer } = w;
  const t = viewer.tenantId;
  const [view, edits, statuses, weeks, transitionRows, commentRows, ancestors, deleted, linked] = await pipelined(
    () => loadGoalView(tx, viewer, goalId),
    () => findEdits(tx, t, goalId),
    () => findStatuses(tx, t, [goalId]),
    () => findWeeksOfGoal(tx, t, goalId),
    () => findTransitionRows(tx, t, goalId),
    () => findCommentRows(tx, t, goalId),
    () => findAncestors(tx, t, goalId),
    () => findDeletedChildren(tx, t, goalId),
    () => findLinkedGoals(tx, viewer, goalId),
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
    GoalTransitions: toTransitions(transitionRows, view),
    GoalStatusComments: visibleComments(commentRows, viewer, view),
    Ancestors: ancestors,
    DeletedDescestors: deleted,
    ParentGoal: ancestors.at(-1) ?? null,
    IsFollowed: view.isFollowed,
    Permissions: view.permissions,
    ...goalLinksOf(view, linked),
  };
}
