import { and, asc, desc, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sameTenant } from '../../db/tenant-filter';
import { builtStatement, rawStatement, rawStatementOverIds, type Placeholders } from '../../db/statement';
import { comments, goalEdits, goalTransitions, goals, periodWeeks, users } from '../../db/schema';
import { historyLabel } from '../../../domain/goals/transitions';
import type { GoalState } from '../../../domain/goals/states';
import type { Comment, GoalEdit, GoalStatus } from '../../../contract/goals';
import type { GoalView } from './goal-view';
import type { Viewer } from '../viewer';
import { setNewestStatus } from './newest-status';

const LIST_LIMIT = 500;

/** Approval-action comments are seen only by the owner, the owner's manager and admins. */
export const seesApprovalComments = (viewer: Viewer, view: GoalView) =>
  view.relation === 'self' || view.relation === 'manager' || viewer.isAdmin;

type OfGoal = { tenantId: number; goalId: number };

const transitionRows = builtStatement((db, p: Placeholders<OfGoal>) =>
  db
    .select({ t: goalTransitions, userName: users.name })
    .from(goalTransitions)
    .innerJoin(users, and(sameTenant(users.tenantId, goalTransitions.tenantId, p.tenantId), eq(users.id, goalTransitions.userId)))
    .where(and(eq(goalTransitions.tenantId, p.tenantId), eq(goalTransitions.goalId, p.goalId)))
    .orderBy(asc(goalTransitions.id))
    .limit(LIST_LIMIT)
    .prepare(''),
);

/** A goal's history with who acted; labelled for the goal by `toTransitions`, so it can be asked for with the goal. */
export const findTransitionRows = (tx: Db, tenantId: number, goalId: number) => transitionRows(tx, { tenantId, goalId });

type TransitionRow = Awaited<ReturnType<typeof findTransitionRows>>[number];

/** The history entries with their labels, which say whether the owner or someone else acted. */
export function toTransitions(rows: TransitionRow[], goal: GoalView) {
  return rows.map(({ t, userName }) => {
    const byOwner = t.userId === goal.row.ownerId;
    const label = historyLabel(t, byOwner);
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

const editRows = builtStatement((db, p: Placeholders<OfGoal>) =>
  db
    .select()
    .from(goalEdits)
    .where(and(eq(goalEdits.tenantId, p.tenantId), eq(goalEdits.goalId, p.goalId)))
    .orderBy(desc(goalEdits.id))
    .limit(50)
    .prepare(''),
);

export async function findEdits(tx: Db, tenantId: number, goalId: number): Promise<GoalEdit[]> {
  return (await editRows(tx, { tenantId, goalId })).map(toGoalEdit);
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

type StatusRow = {
  id: number;
  goal_id: number;
  likelihood: number;
  quality: number;
  ld: number | null;
  qd: number | null;
  comment_count: number;
  week_id: number;
  week: number;
  start_date: string;
  end_date: string;
};

const statusRows = rawStatementOverIds<{ tenantId: number }, StatusRow>(
  (p, goalIds) => sql`SELECT s.id, s.goal_id, s.likelihood, s.quality,
               s.likelihood - lag(s.likelihood) OVER w AS ld, s.quality - lag(s.quality) OVER w AS qd,
               (SELECT count(*)::int FROM comments c
                 WHERE c.tenant_id = ${p.tenantId} AND c.tenant_id = s.tenant_id AND c.commentable_type = 'GoalStatus' AND c.commentable_id = s.id) AS comment_count,
               pw.id AS week_id, pw.week, pw.start_date::text, pw.end_date::text
        FROM goal_statuses s
        JOIN period_weeks pw ON pw.tenant_id = ${p.tenantId} AND pw.tenant_id = s.tenant_id AND pw.id = s.week_id
        WHERE s.tenant_id = ${p.tenantId} AND s.goal_id ${goalIds}
        WINDOW w AS (PARTITION BY s.goal_id ORDER BY s.week_start_date)
        ORDER BY s.goal_id, s.week_start_date`,
);

/** Every weekly status of a goal with its change from the week before and its comment count. */
export async function findStatuses(tx: Db, tenantId: number, goalIds: number[]): Promise<GoalStatus[]> {
  if (goalIds.length === 0) return [];
  return (await statusRows(tx, { tenantId }, goalIds)).map(toGoalStatus);
}

type StatusWrite = OfGoal & { weekId: number; weekStartDate: string; likelihood: number; quality: number; userId: number; at: Date };

// The write and its answer in one statement: the SELECT reads the written row from the INSERT's RETURNING,
// and the week before it (untouched by the write) from the table. The goal's newest status is set from the
// written week and the goal's other weeks (as they were: a statement does not see its own writes).
/**
 * One value of the goal's week before the written one, as a scalar subquery. Not a `LEFT JOIN LATERAL … ON true`:
 * under row-level security the planner turns the tenant's two conditions into a constant one on that outer join,
 * which Citus refuses after the writing CTE ('Distributed queries with outer joins and pseudoconstant quals are not
 * supported in PG15 and PG16').
 */
const weekBefore = (tenantId: SQLWrapper, value: SQL) =>
  sql`SELECT ${value} FROM goal_statuses b
          WHERE b.tenant_id = ${tenantId} AND b.tenant_id = s.tenant_id AND b.goal_id = s.goal_id AND b.week_start_date < s.week_start_date
          ORDER BY b.week_start_date DESC LIMIT 1`;

const savedStatusRow = rawStatement<StatusWrite, StatusRow>(
  (p) => sql`WITH s AS (
          INSERT INTO goal_statuses (tenant_id, goal_id, week_id, week_start_date, likelihood, quality, created_by_id, created_at, updated_at)
          VALUES (${p.tenantId}, ${p.goalId}, ${p.weekId}, ${p.weekStartDate}, ${p.likelihood}, ${p.quality}, ${p.userId}, ${p.at}, ${p.at})
          ON CONFLICT (tenant_id, goal_id, week_id)
          DO UPDATE SET likelihood = excluded.likelihood, quality = excluded.quality, updated_at = excluded.updated_at
          RETURNING *),
        newest AS (${setNewestStatus(
          p.tenantId,
          p.goalId,
          sql`(SELECT week_start_date, likelihood, quality FROM s
               UNION ALL
               SELECT o.week_start_date, o.likelihood, o.quality FROM goal_statuses o
               WHERE o.tenant_id = ${p.tenantId} AND o.goal_id = ${p.goalId} AND o.week_id <> ${p.weekId})`,
        )})
        SELECT s.id, s.goal_id, s.likelihood, s.quality,
               s.likelihood - (${weekBefore(p.tenantId, sql`b.likelihood`)}) AS ld,
               s.quality - (${weekBefore(p.tenantId, sql`b.quality`)}) AS qd,
               (SELECT count(*)::int FROM comments c
                 WHERE c.tenant_id = ${p.tenantId} AND c.tenant_id = s.tenant_id AND c.commentable_type = 'GoalStatus' AND c.commentable_id = s.id) AS comment_count,
               pw.id AS week_id, pw.week, pw.start_date::text, pw.end_date::text
        FROM s
        JOIN period_weeks pw ON pw.tenant_id = ${p.tenantId} AND pw.tenant_id = s.tenant_id AND pw.id = s.week_id`,
);

/**
 * One status per goal and week, a second update of the week replacing the first; answers the status as
 * findStatuses gives it, with its change from the week before.
 */
export async function saveWeekStatus(tx: Db, s: StatusWrite): Promise<GoalStatus> {
  const [row] = await savedStatusRow(tx, s);
  return toGoalStatus(row!);
}

const toGoalStatus = (r: StatusRow): GoalStatus => ({
  Id: Number(r.id),
  GoalId: Number(r.goal_id),
  Likelihood: r.likelihood,
  Quality: r.quality,
  LikelihoodDelta: r.ld,
  QualityDelta: r.qd,
  CommentCount: r.comment_count,
  GoalPeriodWeek: { Id: Number(r.week_id), Week: r.week, StartDate: r.start_date, EndDate: r.end_date },
});

const weeksOfGoal = builtStatement((db, p: Placeholders<OfGoal>) =>
  db
    .select()
    .from(periodWeeks)
    .where(
      and(
        eq(periodWeeks.tenantId, p.tenantId),
        eq(periodWeeks.periodId, sql`(SELECT g.period_id FROM goals g WHERE g.tenant_id = ${p.tenantId} AND g.id = ${p.goalId})`),
      ),
    )
    .orderBy(asc(periodWeeks.week))
    .prepare(''),
);

/** The weeks of a goal's quarter, found by the goal's id so that they can be asked for together with the goal. */
export const findWeeksOfGoal = (tx: Db, tenantId: number, goalId: number) => weeksOfGoal(tx, { tenantId, goalId });

const commentRows = builtStatement((db, p: Placeholders<OfGoal>) =>
  db
    .select({ c: comments, name: users.name })
    .from(comments)
    .innerJoin(users, and(sameTenant(users.tenantId, comments.tenantId, p.tenantId), eq(users.id, comments.userId)))
    .where(and(eq(comments.tenantId, p.tenantId), eq(comments.goalId, p.goalId)))
    .orderBy(asc(comments.id))
    .limit(LIST_LIMIT)
    .prepare(''),
);

/** A goal's comments with their authors; `visibleComments` keeps those the viewer may read. */
export const findCommentRows = (tx: Db, tenantId: number, goalId: number) => commentRows(tx, { tenantId, goalId });

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

const deletedChildren = builtStatement((db, p: Placeholders<OfGoal>) =>
  db
    .select({ id: goals.id, parentId: goals.parentId, meta: goalTransitions.meta })
    .from(goals)
    .leftJoin(
      goalTransitions,
      and(
        sameTenant(goalTransitions.tenantId, goals.tenantId, p.tenantId),
        eq(goalTransitions.goalId, goals.id),
        eq(goalTransitions.toState, 'deleted'),
      ),
    )
    .where(and(eq(goals.tenantId, p.tenantId), eq(goals.parentId, p.goalId), isNotNull(goals.deletedAt)))
    .limit(LIST_LIMIT)
    .prepare(''),
);

/** Goals once aligned to this one that were deleted, with how many goals moved up when they went. */
export async function findDeletedChildren(tx: Db, tenantId: number, goalId: number) {
  const rows = await deletedChildren(tx, { tenantId, goalId });
  return rows.map((r) => ({
    Id: r.id,
    ParentId: r.parentId,
    Count: Number((r.meta as { MovedChildren?: number } | null)?.MovedChildren ?? 0),
  }));
}

type AncestorRow = {
  id: number;
  title: string;
  state: string;
  owner_id: number;
  owner_name: string;
  parent_id: number | null;
  depth: number;
};

const ancestorRows = rawStatement<OfGoal, AncestorRow>(
  (p) => sql`WITH RECURSIVE up(id, depth) AS (
          SELECT parent_id, 1 FROM goals WHERE tenant_id = ${p.tenantId} AND id = ${p.goalId} AND parent_id IS NOT NULL
          UNION ALL
          SELECT g.parent_id, up.depth + 1 FROM goals g JOIN up ON g.tenant_id = ${p.tenantId} AND g.id = up.id
          WHERE g.parent_id IS NOT NULL AND up.depth < 100)
        SELECT g.id, g.title, g.state, g.owner_id, u.name AS owner_name, g.parent_id, up.depth
        FROM up JOIN goals g ON g.tenant_id = ${p.tenantId} AND g.id = up.id
        JOIN users u ON u.tenant_id = ${p.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
        ORDER BY up.depth DESC`,
);

/** The chain of parents from the top goal down to the direct parent. */
export async function findAncestors(tx: Db, tenantId: number, goalId: number) {
  const rows = await ancestorRows(tx, { tenantId, goalId });
  return rows.map((r) => ({
    Id: Number(r.id),
    Title: r.title,
    State: r.state as GoalState,
    UserId: Number(r.owner_id),
    UserName: r.owner_name,
    ParentId: r.parent_id === null ? null : Number(r.parent_id),
  }));
}
