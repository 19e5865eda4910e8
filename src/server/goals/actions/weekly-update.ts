import { pipelined } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { isWeekOpen } from '../../../domain/goals/weekly-status';
import type { GoalStatus } from '../../../contract/goals';
import { findWeek } from './action-queries';
import { insertComment } from '../comments/comment-queries';
import { loadGoalView } from '../read/goal-access';
import { saveWeekStatus } from '../read/goal-history';
import { NOT_ALLOWED } from './run-action';
import type { ViewerWork } from '../viewer';

export type WeeklyUpdateInput = { goalId: number; weekId?: number; likelihood: number; quality: number; comment?: string };

export const WEEK_CLOSED = 'This week is closed for updates.';

/**
 * POST /Goal/updatestatus: the owner's prediction for a week of the goal's quarter (the current week
 * unless WeekId says otherwise), while that week is open. A second update of a week replaces the first.
 */
export async function updateWeeklyStatus(w: ViewerWork, input: WeeklyUpdateInput): Promise<GoalStatus> {
  const { tx, actor, now, viewer } = w;
  const weekId = input.weekId ?? viewer.period?.WeekId;
  const [view, week] = await pipelined(
    () => loadGoalView(tx, viewer, input.goalId),
    () => (weekId ? findWeek(tx, actor.tenantId, weekId) : Promise.resolve(null)),
  );
  // A week the company does not have is named before any rule of the goal's state is applied.
  if (input.weekId !== undefined && !week) throw notFound('This week was not found.', 'WeekId');
  if (view.state !== 'approved' && view.state !== 'shelving_in_review') {
    throw conflict(`A goal in state '${view.state}' takes no weekly updates.`);
  }
  if (!view.permissions.Update) throw forbidden(NOT_ALLOWED);
  const currentWeekStart = viewer.period?.WeekStartDate ?? viewer.today;
  if (!week || week.periodId !== view.row.periodId || !isWeekOpen(week, currentWeekStart)) throw badRequest(WEEK_CLOSED, 'WeekId');

  const goal = { goalId: view.row.id, ownerId: view.row.ownerId };
  const status = await saveWeekStatus(tx, {
    tenantId: actor.tenantId,
    goalId: view.row.id,
    weekId: week.id,
    weekStartDate: week.startDate,
    likelihood: input.likelihood,
    quality: input.quality,
    userId: actor.userId,
    at: now,
  });
  w.emit({
    type: 'goal_status_updated',
    ...goal,
    data: { statusId: status.Id, weekId: week.id, likelihood: input.likelihood, quality: input.quality },
  });
  if (!input.comment) return status;
  const commentId = await insertComment(tx, {
    tenantId: actor.tenantId,
    goalId: view.row.id,
    type: 'GoalStatus',
    commentableId: status.Id,
    userId: actor.userId,
    body: input.comment,
    at: now,
  });
  w.emit({ type: 'goal_commented', ...goal, data: { commentId, type: 'GoalStatus', commentableId: status.Id } });
  // The status was read before its new comment was written.
  return { ...status, CommentCount: status.CommentCount + 1 };
}
