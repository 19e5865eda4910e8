import type { TFunction } from 'i18next';
import { GOAL_STATES } from '../../../../domain/goals/states';
import type { GoalListFilter } from '../api/get-goals';
import { stateText } from '../components/goal-tags';
import { levelWord } from '../../../components/level-words';

export type GoalScope = GoalListFilter['GoalSelectFilter'];

/** The yes/no filters of the spec's Goal filter: field, query-string key and the catalogue key of drawer and chip. */
export const GOAL_FLAGS = [
  { field: 'NeedsUpdate', param: 'needs-update', key: 'needsUpdate' },
  { field: 'NeedsReview', param: 'needs-review', key: 'needsReview' },
  { field: 'TrendingUp', param: 'trending-up', key: 'trendingUp' },
  { field: 'TrendingDown', param: 'trending-down', key: 'trendingDown' },
  { field: 'QTrendingUp', param: 'quality-up', key: 'qualityUp' },
  { field: 'QTrendingDown', param: 'quality-down', key: 'qualityDown' },
  { field: 'FollowedGoals', param: 'followed', key: 'followed' },
  { field: 'TopLevelGoals', param: 'top-level', key: 'topLevel' },
  { field: 'Aligned', param: 'aligned', key: 'aligned' },
  { field: 'Unaligned', param: 'unaligned', key: 'unaligned' },
  { field: 'DeactivatedUsers', param: 'deactivated', key: 'deactivated' },
  { field: 'ExcludePrivate', param: 'exclude-private', key: 'excludePrivate' },
] as const satisfies readonly { field: keyof GoalListFilter; param: string; key: string }[];

export type GoalFlag = (typeof GOAL_FLAGS)[number]['field'];

/** A yes/no filter's label in the language shown ('Needs Update'). */
export const flagLabel = (flag: GoalFlag, t: TFunction<'goals'>): string => t(`flag.${GOAL_FLAGS.find((f) => f.field === flag)!.key}`);

/** The goal states as the drawer's choices, named in the language shown. */
export const stateOptions = (t: TFunction<'goals'>) => GOAL_STATES.map((state) => ({ value: state, label: stateText(state, t) }));

export const LEVELS = [0, 1, 2, 3, 4] as const;
export const likelihoodName = (level: number, t: TFunction<'goals'>) => levelWord('likelihood', level, t) || String(level);
export const qualityName = (level: number, t: TFunction<'goals'>) => levelWord('quality', level, t) || String(level);

/** A scope's name in the language shown ('My Goals'). */
export const scopeLabel = (scope: GoalScope, t: TFunction<'goals'>): string => t(`scope.${scope}`);

/** Scope names in the query string. */
export const SCOPE_PARAMS: Record<GoalScope, string> = {
  MyGoals: 'mine',
  MyDirectReports: 'reports',
  CompanyGoals: 'company',
  MyManagerAndPeers: 'peers',
};
