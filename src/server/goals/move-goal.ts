import type { Work } from '../http/unit-of-work';
import type { GoalEventType } from '../events/bus';
import type { GoalState } from '../../domain/goals/states';
import type { GoalRow } from './goal-facts';
import { and, eq } from 'drizzle-orm';
import { goals } from '../db/schema';
import { conflict } from '../errors';
import { recordTransition } from './queries';

const EVENT_OF: Partial<Record<GoalState, GoalEventType>> = {
  review: 'goal_submitted',
  shelving_in_review: 'goal_shelve_requested',
  shelved: 'goal_shelved',
  results_in_review: 'goal_finalized',
  finalized: 'goal_reviewed',
};

/** Moves a goal to a state, records the transition with its optional comment target, and queues the event. */
export async function moveGoal(
  w: Work,
  m: { goal: Pick<GoalRow, 'id' | 'title' | 'state' | 'ownerId'>; to: GoalState; byOwner: boolean; event?: GoalEventType },
): Promise<number> {
  const from = m.goal.state as GoalState;
  // Only from the state the caller saw: of two reviewers answering at once, the second gets a 409.
  const moved = await w.tx
    .update(goals)
    .set({ state: m.to, updatedAt: w.now })
    .where(and(eq(goals.tenantId, w.actor.tenantId), eq(goals.id, m.goal.id), eq(goals.state, from)))
    .returning({ id: goals.id });
  if (moved.length === 0) throw conflict('The goal was changed meanwhile; reload it and try again.');
  const transitionId = await recordTransition(w.tx, {
    tenantId: w.actor.tenantId,
    goalId: m.goal.id,
    goalName: m.goal.title,
    userId: w.actor.userId,
    fromState: from,
    toState: m.to,
    at: w.now,
  });
  const type =
    m.event ??
    (m.to === 'approved'
      ? from === 'draft' || from === 'review'
        ? from === 'review' && !m.byOwner ? 'goal_approved' : 'goal_published'
        : 'goal_reactivated'
      : m.to === 'draft'
        ? m.byOwner ? 'goal_retracted' : 'goal_changes_requested'
        : (EVENT_OF[m.to] ?? 'goal_updated'));
  w.emit({ type, goalId: m.goal.id, ownerId: m.goal.ownerId, data: { from, to: m.to, transitionId } });
  return transitionId;
}
