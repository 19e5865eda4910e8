import type { Work } from '../../http/unit-of-work';
import type { GoalEventType } from '../../events/bus';
import type { GoalState } from '../../../domain/goals/states';
import type { GoalRow } from '../read/goal-facts';
import { conflict } from '../../errors';
import { recordTransition, updateGoalState } from '../queries';

/**
 * Moves a goal to a state, records the transition with its optional comment target, and queues the event
 * the caller names (domain/goals/action-events.ts maps each action to its event).
 */
export async function moveGoal(
  w: Work,
  m: { goal: Pick<GoalRow, 'id' | 'title' | 'state' | 'ownerId'>; to: GoalState; event: GoalEventType },
): Promise<number> {
  const from = m.goal.state as GoalState;
  // Only from the state the caller saw: of two reviewers answering at once, the second gets a 409.
  const moved = await updateGoalState(w.tx, w.actor.tenantId, m.goal.id, { from, to: m.to }, w.now);
  if (!moved) throw conflict('The goal was changed meanwhile; reload it and try again.');
  const transitionId = await recordTransition(w.tx, {
    tenantId: w.actor.tenantId,
    goalId: m.goal.id,
    goalName: m.goal.title,
    userId: w.actor.userId,
    fromState: from,
    toState: m.to,
    at: w.now,
  });
  w.emit({ type: m.event, goalId: m.goal.id, ownerId: m.goal.ownerId, data: { from, to: m.to, transitionId } });
  return transitionId;
}
