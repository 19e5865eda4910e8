import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments, goalEdits, goalFollows, goalResults, goalStatuses, goals, periodWeeks } from '../db/schema';
import type { GoalState } from '../../domain/goals/states';
import { recordTransition } from './queries';

export type GoalBlueprint = {
  tenantId: number;
  ownerId: number;
  periodId: number;
  title?: string;
  measurement?: string;
  state?: GoalState;
  parentId?: number | null;
  hidden?: boolean;
  goalType?: 'SMART' | 'OKR' | 'ObjectiveResult';
  createdById?: number;
  /** Likelihood and quality per week, from week 1 on. */
  statuses?: [likelihood: number, quality: number][];
  at?: Date;
};

/**
 * Builds a goal directly in a given state with its weekly statuses: the one factory behind the demo
 * company and the test fixtures. Real use goes through the services, which check every rule.
 */
export async function buildGoal(tx: Db, b: GoalBlueprint) {
  const at = b.at ?? new Date();
  const state = b.state ?? 'approved';
  const [goal] = await tx
    .insert(goals)
    .values({
      tenantId: b.tenantId,
      ownerId: b.ownerId,
      periodId: b.periodId,
      parentId: b.parentId ?? null,
      state,
      goalType: b.goalType ?? 'OKR',
      title: b.title ?? 'Grow revenue',
      measurement: b.measurement ?? 'Revenue up 10% over last quarter',
      hidden: b.hidden ?? false,
      createdById: b.createdById ?? b.ownerId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const g = goal!;
  await recordTransition(tx, { tenantId: b.tenantId, goalId: g.id, goalName: g.title, userId: g.createdById, fromState: null, toState: 'draft', at });
  if (state !== 'draft') {
    await recordTransition(tx, { tenantId: b.tenantId, goalId: g.id, goalName: g.title, userId: g.createdById, fromState: 'draft', toState: state, at });
  }
  if (b.statuses?.length) {
    const weeks = await tx
      .select()
      .from(periodWeeks)
      .where(and(eq(periodWeeks.tenantId, b.tenantId), eq(periodWeeks.periodId, b.periodId)))
      .orderBy(asc(periodWeeks.week));
    await tx.insert(goalStatuses).values(
      b.statuses.map(([likelihood, quality], i) => ({
        tenantId: b.tenantId,
        goalId: g.id,
        weekId: weeks[i]!.id,
        weekStartDate: weeks[i]!.startDate,
        likelihood,
        quality,
        createdById: b.ownerId,
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
  return g;
}

/** Adds the rows around a goal that the other goal tables hold: an edit, a result, a comment, a follow. */
export async function buildGoalExtras(tx: Db, g: { tenantId: number; goalId: number; userId: number }) {
  await tx.insert(goalEdits).values({ tenantId: g.tenantId, goalId: g.goalId, state: 'draft', title: 'Sharper title', measurement: 'Sharper measure', hidden: false, createdById: g.userId });
  await tx.insert(goalResults).values({ tenantId: g.tenantId, goalId: g.goalId, kind: 'owner', completed: true, quality: 3, text: 'Done', userId: g.userId });
  await tx.insert(comments).values({ tenantId: g.tenantId, goalId: g.goalId, commentableType: 'OwnerGoalResult', commentableId: g.goalId, userId: g.userId, body: 'Proud of this' });
  await tx.insert(goalFollows).values({ tenantId: g.tenantId, goalId: g.goalId, userId: g.userId });
}
