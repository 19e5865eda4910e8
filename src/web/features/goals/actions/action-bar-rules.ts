import type { RoleName } from '../../../../domain/roles';
import type { GoalState } from '../../../../domain/goals/states';

/**
 * 'Add a Contributing Goal' (spec 000 §6): only when the viewer's current period is not after the
 * goal's (compared by period order), never for observers, and not under a shelved goal, which cannot
 * take children.
 */
export function mayAddContributingGoal(args: {
  role: RoleName;
  currentIndex: number | undefined;
  goalIndex: number | undefined;
  state: GoalState;
}): boolean {
  const { role, currentIndex, goalIndex, state } = args;
  if (role === 'observer' || state === 'shelved') return false;
  if (currentIndex === undefined || goalIndex === undefined) return false;
  return currentIndex <= goalIndex;
}

/** Copy Goal makes a draft of the viewer's own; everyone but observers may. */
export const mayCopyGoal = (role: RoleName) => role !== 'observer';
