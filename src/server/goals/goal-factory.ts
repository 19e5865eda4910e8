import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments, goalEdits, goalFollows, goalResults, goalStatuses, goalTransitions, goals, periodWeeks } from '../db/schema';
import type { GoalState } from '../../domain/goals/states';
import { refreshNewestStatuses } from './read/newest-status';
import { goalTreesChanged } from './tree-versions';

/** A move of the goal after it was created as a draft, with the actor's optional comment. */
export type GoalMove = { to: GoalState; by: number; at: Date; comment?: string };
export type ResultBlueprint = { completed: boolean; quality?: number | null; text: string; by: number; at?: Date };
/** An open proposed change of an approved goal; one in review was first saved as a draft at `at`. */
export type EditBlueprint = {
  state: 'draft' | 'review';
  title: string;
  measurement: string;
  by: number;
  at?: Date;
  submittedAt?: Date;
  comment?: string;
};

export type GoalBlueprint = {
  tenantId: number;
  ownerId: number;
  periodId: number;
  title?: string;
  measurement?: string;
  description?: string;
  state?: GoalState;
  parentId?: number | null;
  hidden?: boolean;
  goalType?: 'SMART' | 'OKR' | 'ObjectiveResult';
  createdById?: number;
  /** Likelihood and quality per week, from week 1 on; null for a week without a status. */
  statuses?: ([likelihood: number, quality: number] | null)[];
  /** Comments on the statuses of given weeks (1-based). */
  statusComments?: { week: number; by: number; body: string }[];
  /** When the goal was created. */
  at?: Date;
  /** Nothing is dated after this (default `at`); a status is dated mid-week, but not before `at`. */
  asOf?: Date;
  /** The moves after 'created as draft', oldest first; by default one move by the creator to `state`. */
  history?: GoalMove[];
  edit?: EditBlueprint;
  results?: { owner?: ResultBlueprint; manager?: ResultBlueprint };
  followers?: number[];
  /** The goal of an earlier quarter this one continues (Copy to next quarter, decision 073). */
  continuedFromId?: number | null;
};

type GoalRow = typeof goals.$inferSelect;
const DAY_MS = 86_400_000;
// A weekly status is dated on the third day of its week, in the afternoon.
const STATUS_OFFSET_MS = 2 * DAY_MS + 16 * 3_600_000;

/**
 * Builds a goal directly in a given state with its weekly statuses: the one factory behind the demo
 * company and the test fixtures. Real use goes through the services, which check every rule.
 */
export async function buildGoal(tx: Db, b: GoalBlueprint): Promise<GoalRow> {
  const [goal] = await buildGoals(tx, [b]);
  return goal!;
}

/** Builds many goals with one insert per table; a parent must exist before the batch. */
export async function buildGoals(tx: Db, blueprints: GoalBlueprint[]): Promise<GoalRow[]> {
  if (blueprints.length === 0) return [];
  const fallback = new Date();
  const bs = blueprints.map((b) => {
    const at = b.at ?? fallback;
    const target = b.state ?? (b.history ? (b.history.at(-1)?.to ?? 'draft') : 'approved');
    const history = b.history ?? (target === 'draft' ? [] : [{ to: target, by: b.createdById ?? b.ownerId, at }]);
    const state = history.at(-1)?.to ?? 'draft';
    if (state !== target) throw new Error(`The history of '${b.title}' ends in ${state}, not ${target}.`);
    return { ...b, at, history, state, createdById: b.createdById ?? b.ownerId, lastAt: history.at(-1)?.at ?? at };
  });
  // PostgreSQL returns the rows of a multi-row insert in the order of its VALUES.
  const rows = await tx
    .insert(goals)
    .values(
      bs.map((b) => ({
        tenantId: b.tenantId,
        ownerId: b.ownerId,
        periodId: b.periodId,
        parentId: b.parentId ?? null,
        state: b.state,
        goalType: b.goalType ?? 'OKR',
        title: b.title ?? 'Grow revenue',
        measurement: b.measurement ?? 'Revenue up 10% over last quarter',
        description: b.description ?? null,
        hidden: b.hidden ?? false,
        createdById: b.createdById,
        continuedFromId: b.continuedFromId ?? null,
        createdAt: b.at,
        updatedAt: b.lastAt,
      })),
    )
    .returning();
  for (const tenantId of new Set(rows.map((r) => r.tenantId))) {
    await goalTreesChanged(
      tx,
      tenantId,
      rows.filter((r) => r.tenantId === tenantId).map((r) => r.id),
    );
  }
  const withEdit = bs.flatMap((b, i) => (b.edit ? [{ b, e: b.edit, g: rows[i]! }] : []));
  const editIds = withEdit.length
    ? await tx
        .insert(goalEdits)
        .values(
          withEdit.map(({ e, g }) => ({
            tenantId: g.tenantId,
            goalId: g.id,
            state: e.state,
            title: e.title,
            measurement: e.measurement,
            description: g.description,
            hidden: g.hidden,
            parentId: g.parentId,
            createdById: e.by,
            createdAt: e.at ?? g.updatedAt,
            updatedAt: e.submittedAt ?? e.at ?? g.updatedAt,
          })),
        )
        .returning({ id: goalEdits.id })
    : [];

  type Step = typeof goalTransitions.$inferInsert & { comment?: string | undefined };
  const steps: Step[] = [];
  bs.forEach((b, i) => {
    const g = rows[i]!;
    const base = { tenantId: g.tenantId, goalId: g.id, goalName: g.title, transitionableType: 'Goal', transitionableId: g.id };
    steps.push({ ...base, userId: g.createdById, fromState: null, toState: 'draft', createdAt: b.at });
    let from: GoalState = 'draft';
    for (const m of b.history) {
      steps.push({ ...base, userId: m.by, fromState: from, toState: m.to, createdAt: m.at, comment: m.comment });
      from = m.to;
    }
  });
  withEdit.forEach(({ e, g }, i) => {
    const base = {
      tenantId: g.tenantId,
      goalId: g.id,
      goalName: g.title,
      transitionableType: 'GoalEdit',
      transitionableId: editIds[i]!.id,
      userId: e.by,
    };
    steps.push({ ...base, fromState: null, toState: 'draft', createdAt: e.at ?? g.updatedAt });
    if (e.state === 'review')
      steps.push({ ...base, fromState: 'draft', toState: 'review', createdAt: e.submittedAt ?? e.at ?? g.updatedAt, comment: e.comment });
  });
  const transitionIds = await tx
    .insert(goalTransitions)
    .values(steps.map(({ comment: _comment, ...step }) => step))
    .returning({ id: goalTransitions.id });

  const weeks = await weeksByPeriod(tx, bs);
  const statusRows = bs.flatMap((b, i) =>
    (b.statuses ?? []).flatMap((s, w) => {
      const week = weeks.get(b.periodId)?.[w];
      if (!s) return [];
      if (!week) throw new Error(`Period ${b.periodId} has no week ${w + 1}.`);
      const dated = Math.max(b.at.getTime(), Math.min(Date.parse(week.startDate) + STATUS_OFFSET_MS, (b.asOf ?? b.at).getTime()));
      const at = new Date(dated);
      return [
        {
          tenantId: b.tenantId,
          goalId: rows[i]!.id,
          weekId: week.id,
          weekStartDate: week.startDate,
          likelihood: s[0],
          quality: s[1],
          createdById: b.ownerId,
          createdAt: at,
          updatedAt: at,
          week: w + 1,
        },
      ];
    }),
  );
  const statusIds = statusRows.length
    ? await tx
        .insert(goalStatuses)
        .values(statusRows.map(({ week: _week, ...row }) => row))
        .returning({ id: goalStatuses.id })
    : [];
  if (statusRows.length) await refreshNewestStatuses(tx, bs[0]!.tenantId, [...new Set(statusRows.map((r) => r.goalId))]);

  const results = bs.flatMap((b, i) =>
    (['owner', 'manager'] as const).flatMap((kind) => {
      const r = b.results?.[kind];
      const at = r?.at ?? b.lastAt;
      return r
        ? [
            {
              tenantId: b.tenantId,
              goalId: rows[i]!.id,
              kind,
              completed: r.completed,
              quality: r.quality ?? null,
              text: r.text,
              userId: r.by,
              createdAt: at,
              updatedAt: at,
            },
          ]
        : [];
    }),
  );
  if (results.length) await tx.insert(goalResults).values(results);

  type CommentRow = typeof comments.$inferInsert;
  const notes: CommentRow[] = steps.flatMap((s, i) =>
    s.comment
      ? [
          {
            tenantId: s.tenantId,
            goalId: s.goalId,
            commentableType: 'StateTransition',
            commentableId: transitionIds[i]!.id,
            userId: s.userId,
            body: s.comment,
            createdAt: s.createdAt,
            updatedAt: s.createdAt,
          },
        ]
      : [],
  );
  bs.forEach((b, i) => {
    for (const c of b.statusComments ?? []) {
      const k = statusRows.findIndex((s) => s.goalId === rows[i]!.id && s.week === c.week);
      if (k < 0) throw new Error(`'${b.title}' has no status in week ${c.week} to comment on.`);
      const at = new Date(Math.min(statusRows[k]!.createdAt.getTime() + 3_600_000, (b.asOf ?? statusRows[k]!.createdAt).getTime()));
      notes.push({
        tenantId: b.tenantId,
        goalId: rows[i]!.id,
        commentableType: 'GoalStatus',
        commentableId: statusIds[k]!.id,
        userId: c.by,
        body: c.body,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  if (notes.length) await tx.insert(comments).values(notes);

  const follows = bs.flatMap((b, i) =>
    (b.followers ?? []).map((userId) => ({ tenantId: b.tenantId, goalId: rows[i]!.id, userId, createdAt: b.lastAt })),
  );
  if (follows.length) await tx.insert(goalFollows).values(follows);
  return rows;
}

async function weeksByPeriod(tx: Db, bs: GoalBlueprint[]) {
  const periodIds = [...new Set(bs.filter((b) => b.statuses?.length).map((b) => b.periodId))];
  const byPeriod = new Map<number, (typeof periodWeeks.$inferSelect)[]>();
  if (periodIds.length === 0) return byPeriod;
  const rows = await tx
    .select()
    .from(periodWeeks)
    .where(and(eq(periodWeeks.tenantId, bs[0]!.tenantId), inArray(periodWeeks.periodId, periodIds)))
    .orderBy(asc(periodWeeks.week));
  for (const w of rows) byPeriod.set(w.periodId, [...(byPeriod.get(w.periodId) ?? []), w]);
  return byPeriod;
}

/** Adds the rows around a goal that the other goal tables hold: an edit, a result, a comment, a follow. */
export async function buildGoalExtras(tx: Db, g: { tenantId: number; goalId: number; userId: number }) {
  await tx.insert(goalEdits).values({
    tenantId: g.tenantId,
    goalId: g.goalId,
    state: 'draft',
    title: 'Sharper title',
    measurement: 'Sharper measure',
    hidden: false,
    createdById: g.userId,
  });
  await tx
    .insert(goalResults)
    .values({ tenantId: g.tenantId, goalId: g.goalId, kind: 'owner', completed: true, quality: 3, text: 'Done', userId: g.userId });
  await tx.insert(comments).values({
    tenantId: g.tenantId,
    goalId: g.goalId,
    commentableType: 'OwnerGoalResult',
    commentableId: g.goalId,
    userId: g.userId,
    body: 'Proud of this',
  });
  await tx.insert(goalFollows).values({ tenantId: g.tenantId, goalId: g.goalId, userId: g.userId });
}
