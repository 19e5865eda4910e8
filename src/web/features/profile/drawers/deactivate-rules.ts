import type { DeactivateData } from '../../../../contract/profile';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The deactivation preview in words: the session ends, goals stay with the person (shown as deactivated), and
 * their active direct reports move to the person's own manager (decision 009).
 */
export function deactivationConsequences(person: { Name: string; ManagerName: string | null }, data: DeactivateData): string[] {
  const lines = [`${person.Name} is signed out at once and can no longer sign in. You can activate them again later.`];
  lines.push(
    data.GoalCount === 0
      ? `${person.Name} has no goals in this or later quarters.`
      : `${plural(data.GoalCount, 'goal', 'goals')} of this and later quarters ${data.GoalCount === 1 ? 'stays' : 'stay'} with ${person.Name}, marked as deactivated; reassign ${data.GoalCount === 1 ? 'it' : 'them'} to keep ${data.GoalCount === 1 ? 'it' : 'them'} going.`,
  );
  if (data.UserCount > 0) {
    lines.push(
      `${plural(data.UserCount, 'direct report moves', 'direct reports move')} to ${person.ManagerName ?? 'the manager above them'}.`,
    );
  } else lines.push(`Nobody reports to ${person.Name}.`);
  return lines;
}
