import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { comments, goalEdits, goalTransitions, goals, periodWeeks, users } from '../db/schema';
import { goalEditTransitionLabel, goalTransitionLabel } from '../../domain/goals/transitions';
import type { GoalEditState, GoalState } from '../../domain/goals/states';
import type { Comment, GoalEdit, GoalStatus } from '../../contract/goals';
import type { GoalView } from './goal-view';
import type { Viewer } from './viewer';

const LIST_LIMIT = 500;

/** Approval-action comments are seen only by the owner, the owner's manager and admins. */
export const seesApprovalComments = (viewer: Viewer, view: GoalView) =>
  view.relation === 'self' || view.relation === 'manager' || viewer.isAdmin;

/** A goal's history with who acted; labelled for the goal by `toTransitions`, so it can be asked for with the goal. */
export function findTransitionRows(tx: Db, tenantId: number, goalId: number) {
  return tx
    .select({ t: goalTransitions, userName: users.name })
    .from(goalTransitions)
    .innerJoin(users, and(eq(users.tenantId, goalTransitions.tenantId), eq(users.id, goalTransitions.userId)))
    .where(and(eq(goalTransitions.tenantId, tenantId), eq(goalTransitions.goalId, goalId)))
    .orderBy(asc(goalTransitions.id))
    .limit(LIST_LIMIT);
}

type TransitionRow = Awaited<ReturnType<typeof findTransitionRows>>[number];

/** The history entries with their labels, which say whether the owner or someone else acted. */
export function toTransitions(rows: TransitionRow[], goal: GoalView) {
  return rows.map(({ t, userName }) => {
    const byOwner = t.userId === goal.row.ownerId;
    const label =
      t.actionType === 0
        ? 'Owner changed'
        : t.actionType === 1
          ? 'Parent goal changed'
          : t.toState === 'deleted'
            ? 'Deleted'
            : t.transitionableType === 'GoalEdit'
              ? goalEditTransitionLabel(t.fromState as GoalEditState | null, t.toState as GoalEditState, byOwner)
              : goalTransitionLabel(t.fromState as GoalState | null, t.toState as GoalState, byOwner);
    return {
      Id: t.id,
      TransitionableType: t.transitionableType as 'Goal' | 'GoalEdit',
      ActionType: t.actionType,
      Meta: (t.meta as Record<string, unknown> | null) ?? null,
      FromState: t.fromState,
      ToState: t.toState,
      Label: label,
      GoalName: t.goalName,
      CreatedAt: t.createdAt.toISOString(),
      UserId: t.userId,
      UserName: userName,
    };
  });
}

export async function findEdits(tx: Db, tenantId: number, goalId: number): Promise<GoalEdit[]> {
  const rows = await tx
    .select()
    .from(goalEdits)
    .where(and(eq(goalEdits.tenantId, tenantId), eq(goalEdits.goalId, goalId)))
    .orderBy(desc(goalEdits.id))
    .limit(50);
  return rows.map(toGoalEdit);
}

export const toGoalEdit = (e: typeof goalEdits.$inferSelect): GoalEdit => ({
  Id: e.id,
  GoalId: e.goalId,
  State: e.state as GoalEdit['State'],
  Title: e.title,
  Measurement: e.measurement,
  Description: e.description,
  ReportingMemo: e.reportingMemo,
  Hidden: e.hidden,
  ParentId: e.parentId,
  UpdatedAt: e.updatedAt.toISOString(),
});

/** Every weekly status of a goal with its change from the week before and its comment count. */
export async function findStatuses(tx: Db, tenantId: number, goalIds: number[]): Promise<GoalStatus[]> {
  if (goalIds.length === 0) return [];
  const rows = await queryRows<{
    id: number; goal_id: number; likelihood: number; quality: number; ld: number | null; qd: number | null;
    comment_count: number; week_id: number; week: number; start_date: string; end_date: string;
  }>(
    tx,
    sql`SELECT s.id, s.goal_id, s.likelihood, s.quality,
               s.likelihood - lag(s.likelihood) OVER w AS ld, s.quality - lag(s.quality) OVER w AS qd,
               (SELECT count(*)::int FROM comments c WHERE c.tenant_id = s.tenant_id AND c.commentable_type = 'GoalStatus' AND c.commentable_id = s.id) AS comment_count,
               pw.id AS week_id, pw.week, pw.start_date::text, pw.end_date::text
        FROM goal_statuses s
        JOIN period_weeks pw ON pw.tenant_id = s.tenant_id AND pw.id = s.week_id
        WHERE s.tenant_id = ${tenantId} AND s.goal_id IN (${sql.join(goalIds.map((i) => sql`${i}`), sql`, `)})
        WINDOW w AS (PARTITION BY s.goal_id ORDER BY s.week_start_date)
        ORDER BY s.goal_id, s.week_start_date`,
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    GoalId: Number(r.goal_id),
    Likelihood: r.likelihood,
    Quality: r.quality,
    LikelihoodDelta: r.ld,
    QualityDelta: r.qd,
    CommentCount: r.comment_count,
    GoalPeriodWeek: { Id: Number(r.week_id), Week: r.week, StartDate: r.start_date, EndDate: r.end_date },
  }));
}

/** The weeks of a goal's quarter, found by the goal's id so that they can be asked for together with the goal. */
export async function findWeeksOfGoal(tx: Db, tenantId: number, goalId: number) {
  const periodOfGoal = sql`(SELECT g.period_id FROM goals g WHERE g.tenant_id = ${tenantId} AND g.id = ${goalId})`;
  return tx
    .select()
    .from(periodWeeks)
    .where(and(eq(periodWeeks.tenantId, tenantId), eq(periodWeeks.periodId, periodOfGoal)))
    .orderBy(asc(periodWeeks.week));
}

/** A goal's comments with their authors; `visibleComments` keeps those the viewer may read. */
export function findCommentRows(tx: Db, tenantId: number, goalId: number) {
  return tx
    .select({ c: comments, name: users.name })
    .from(comments)
    .innerJoin(users, and(eq(users.tenantId, comments.tenantId), eq(users.id, comments.userId)))
    .where(and(eq(comments.tenantId, tenantId), eq(comments.goalId, goalId)))
    .orderBy(asc(comments.id))
    .limit(LIST_LIMIT);
}

type CommentRow = Awaited<ReturnType<typeof findCommentRows>>[number];

export function visibleComments(rows: CommentRow[], viewer: Viewer, view: GoalView): Comment[] {
  const approvals = seesApprovalComments(viewer, view);
  return rows
    .filter(({ c }) => approvals || c.commentableType !== 'StateTransition')
    .map(({ c, name }) => toComment(c, name, viewer.userId));
}

export const toComment = (c: typeof comments.$inferSelect, name: string, viewerId: number): Comment => ({
  Id: c.id,
  UserId: c.userId,
  Name: name,
  Comment: c.body,
  CreatedAt: c.createdAt.toISOString(),
  UpdatedAt: c.updatedAt.toISOString(),
  CommentableId: c.commentableId,
  Type: c.commentableType as Comment['Type'],
  IsMine: c.userId === viewerId,
});

/** Goals once aligned to this one that were deleted, with how many goals moved up when they went. */
export async function findDeletedChildren(tx: Db, tenantId: number, goalId: number) {
  const rows = await tx
    .select({ id: goals.id, parentId: goals.parentId, meta: goalTransitions.meta })
    .from(goals)
    .leftJoin(
      goalTransitions,
      and(eq(goalTransitions.tenantId, goals.tenantId), eq(goalTransitions.goalId, goals.id), eq(goalTransitions.toState, 'deleted')),
    )
    .where(and(eq(goals.tenantId, tenantId), eq(goals.parentId, goalId), isNotNull(goals.deletedAt)))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ Id: r.id, ParentId: r.parentId, Count: Number((r.meta as { MovedChildren?: number } | null)?.MovedChildren ?? 0) }));
}

/** The chain of parents from the top goal down to the direct parent. */
export async function findAncestors(tx: Db, tenantId: number, goalId: number) {
  const rows = await queryRows<{ id: number; title: string; state: string; owner_id: number; owner_name: string; parent_id: number | null; depth: number }>(
    tx,
    sql`WITH RECURSIVE up(id, depth) AS (
          SELECT parent_id, 1 FROM goals WHERE tenant_id = ${tenantId} AND id = ${goalId} AND parent_id IS NOT NULL
          UNION ALL
          SELECT g.parent_id, up.depth + 1 FROM goals g JOIN up ON g.tenant_id = ${tenantId} AND g.id = up.id
          WHERE g.parent_id IS NOT NULL AND up.depth < 100)
        SELECT g.id, g.title, g.state, g.owner_id, u.name AS owner_name, g.parent_id, up.depth
        FROM up JOIN goals g ON g.tenant_id = ${tenantId} AND g.id = up.id
        JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
        ORDER BY up.depth DESC`,
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    Title: r.title,
    State: r.state as GoalState,
    UserId: Number(r.owner_id),
    UserName: r.owner_name,
    ParentId: r.parent_id === null ? null : Number(r.parent_id),
  }));
}

