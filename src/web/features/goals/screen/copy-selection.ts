import type { Goal } from '../../../../contract/goals';
import type { PeriodListEntry } from '../../../../contract/periods';
import type { Profile } from '../../../../contract/people';
import { copyTargets } from '../../../../domain/goals/copy-rules';
import type { GoalScope } from './filter-fields';

/** How many quarters are open for setting goals: the current one and the next four (as creating a goal). */
const OPEN_QUARTERS = 5;

/**
 * Which listed goals may be picked for Copy to next quarter (decision 073): one's own goals, and every goal of a
 * manager's team view. The server decides in the end and names any goal it refuses.
 */
export function copySelectable(p: { scope: GoalScope; role: Profile['RoleName']; viewerId: number; goal: Pick<Goal, 'User'> }): boolean {
  if (p.role === 'observer') return false;
  if (p.scope === 'MyGoals') return p.goal.User.Id === p.viewerId;
  return p.scope === 'MyDirectReports';
}

/**
 * The quarters the selected goals may be copied to, first the default: after the latest of their quarters, among
 * the quarters open for setting goals. Without a current quarter (before the first starts) every listed one is open.
 */
export function copyQuarterChoices(periods: readonly PeriodListEntry[], goalPeriodIds: readonly number[]): PeriodListEntry[] {
  const current = periods.find((p) => p.IsCurrent)?.Index ?? Math.min(...periods.map((p) => p.Index));
  const open = periods.filter((p) => p.Index >= current && p.Index < current + OPEN_QUARTERS).map((p) => ({ ...p, index: p.Index }));
  const sources = goalPeriodIds.map((id) => ({ index: periods.find((p) => p.Id === id)?.Index ?? current }));
  return copyTargets(open, sources).map(({ index: _index, ...p }) => p);
}

/** An error of the copy's refusal: the goal it names (GoalId) and why (decision 073). */
type Refusal = { Field: string; Message: string; GoalId?: number };

/** The refusals by the selected goals' titles, in the order the server gave them. */
export function refusalsByTitle(errors: readonly Refusal[] | undefined, goals: ReadonlyMap<number, Pick<Goal, 'GoalDetail'>>) {
  return (errors ?? []).map((e) => ({
    goalId: e.GoalId ?? null,
    title: e.GoalId ? (goals.get(e.GoalId)?.GoalDetail.Title ?? null) : null,
    reason: e.Message,
  }));
}
