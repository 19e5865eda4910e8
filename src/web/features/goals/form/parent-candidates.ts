import type { TFunction } from 'i18next';
import type { Goal } from '../../../../contract/goals';
import type { RoleName } from '../../../../domain/roles';

export type ParentScope = 'MyGoals' | 'MyDirectReports' | 'CompanyGoals' | 'MyManagerAndPeers';

/** The list scopes a role may use (spec 000 §6): no direct reports for contributors, no manager for the CEO. */
export function scopesFor(role: RoleName): ParentScope[] {
  if (role === 'observer') return ['CompanyGoals'];
  return (['MyGoals', 'MyDirectReports', 'CompanyGoals', 'MyManagerAndPeers'] as const).filter(
    (s) => !(role === 'contributor' && s === 'MyDirectReports') && !(role === 'ceo' && s === 'MyManagerAndPeers'),
  );
}

type Candidate = Pick<Goal, 'Id' | 'ParentId' | 'State'> & {
  GoalDetail: Pick<Goal['GoalDetail'], 'Title'>;
  User: Pick<Goal['User'], 'Id' | 'Name'>;
};
export type ParentOption = {
  value: number;
  title: string;
  owner: string;
  disabled: boolean;
  reason?: string;
};
export type ParentGroup = { scope: ParentScope; label: string; options: ParentOption[] };

export type ParentRules = {
  /** The goal being aligned: it and the goals below it cannot be its parent. */
  goalId?: number;
  /** The goal's parent now: choosing it again would change nothing. */
  currentParentId?: number;
  /** A goal manager creating for someone else: only goals owned by this user, or aligned below theirs. */
  cascadeOf?: number;
};

/** Walks up the parent chain as far as the loaded goals tell; true when `test` holds for a goal on it. */
function upChain(start: number | null, parents: Map<number, Candidate>, test: (g: Candidate) => boolean): boolean {
  const seen = new Set<number>();
  for (let id = start; id !== null && !seen.has(id);) {
    seen.add(id);
    const goal = parents.get(id);
    if (!goal) return false;
    if (test(goal)) return true;
    id = goal.ParentId;
  }
  return false;
}

/** Why a goal cannot be chosen as parent (in the language shown), or undefined when it can. */
export function parentBlock(goal: Candidate, all: Map<number, Candidate>, rules: ParentRules, t: TFunction<'goals'>): string | undefined {
  if (goal.Id === rules.goalId) return t('parentSelect.reason.thisGoal');
  if (goal.Id === rules.currentParentId) return t('parentSelect.reason.currentParent');
  if (goal.State === 'shelved') return t('parentSelect.reason.shelved');
  if (rules.goalId !== undefined && (goal.ParentId === rules.goalId || upChain(goal.ParentId, all, (g) => g.Id === rules.goalId))) {
    return t('parentSelect.reason.alignedBelow');
  }
  if (
    rules.cascadeOf !== undefined &&
    goal.User.Id !== rules.cascadeOf &&
    !upChain(goal.ParentId, all, (g) => g.User.Id === rules.cascadeOf)
  ) {
    return t('parentSelect.reason.notBelowYours');
  }
  return undefined;
}

/** Candidates per scope, each goal once (in its first scope), with the goals that cannot be chosen disabled. */
export function parentGroups(
  lists: { scope: ParentScope; goals: readonly Candidate[] }[],
  rules: ParentRules,
  t: TFunction<'goals'>,
): ParentGroup[] {
  const all = new Map<number, Candidate>();
  for (const { goals } of lists) for (const g of goals) all.set(g.Id, g);
  const placed = new Set<number>();
  return lists
    .map(({ scope, goals }) => ({
      scope,
      label: t(`scope.${scope}`),
      options: goals
        .filter((g) => !placed.has(g.Id) && placed.add(g.Id))
        .map((g) => {
          const reason = parentBlock(g, all, rules, t);
          return {
            value: g.Id,
            title: g.GoalDetail.Title,
            owner: g.User.Name,
            disabled: reason !== undefined,
            reason,
          };
        }),
    }))
    .filter((group) => group.options.length > 0);
}
