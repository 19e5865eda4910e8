import { GOAL_STATES, STATE_NAMES, type GoalState } from '../../../../domain/goals/states';
import { LIKELIHOOD_LABELS, QUALITY_LABELS } from '../../../../domain/goals/weekly-status';
import type { GoalListFilter } from '../api/get-goals';

export type GoalScope = GoalListFilter['GoalSelectFilter'];

/** The yes/no filters of the spec's Goal filter: field, query-string key and the label of drawer and chip. */
export const GOAL_FLAGS = [
  { field: 'NeedsUpdate', param: 'needs-update', label: 'Needs Update' },
  { field: 'NeedsReview', param: 'needs-review', label: 'Needs Review' },
  { field: 'TrendingUp', param: 'trending-up', label: 'Likelihood trending up' },
  { field: 'TrendingDown', param: 'trending-down', label: 'Likelihood trending down' },
  { field: 'QTrendingUp', param: 'quality-up', label: 'Quality trending up' },
  { field: 'QTrendingDown', param: 'quality-down', label: 'Quality trending down' },
  { field: 'FollowedGoals', param: 'followed', label: 'Followed goals' },
  { field: 'TopLevelGoals', param: 'top-level', label: 'Top level goals' },
  { field: 'Aligned', param: 'aligned', label: 'Aligned goals' },
  { field: 'Unaligned', param: 'unaligned', label: 'Unaligned goals' },
  { field: 'DeactivatedUsers', param: 'deactivated', label: 'Include deactivated users' },
  { field: 'ExcludePrivate', param: 'exclude-private', label: 'Exclude private goals' },
] as const satisfies readonly { field: keyof GoalListFilter; param: string; label: string }[];

export type GoalFlag = (typeof GOAL_FLAGS)[number]['field'];

export const STATE_OPTIONS = GOAL_STATES.map((state) => ({ value: state, label: STATE_NAMES[state] }));
export const stateName = (state: GoalState) => STATE_NAMES[state];

export const LEVELS = [0, 1, 2, 3, 4] as const;
export const likelihoodName = (level: number) => LIKELIHOOD_LABELS[level] ?? String(level);
export const qualityName = (level: number) => QUALITY_LABELS[level] ?? String(level);

export const SCOPE_LABELS: Record<GoalScope, string> = {
  MyGoals: 'My Goals',
  MyDirectReports: 'My Direct Reports',
  CompanyGoals: 'Company Goals',
  MyManagerAndPeers: 'My Manager & Peers',
};

/** Scope names in the query string. */
export const SCOPE_PARAMS: Record<GoalScope, string> = {
  MyGoals: 'mine',
  MyDirectReports: 'reports',
  CompanyGoals: 'company',
  MyManagerAndPeers: 'peers',
};
