import type { GoalFilter } from '../../../../contract/goals';

/** Every goal query lives under ['goals'], so one invalidation refreshes lists and details after a change. */
export const goalKeys = {
  all: ['goals'] as const,
  lists: () => [...goalKeys.all, 'list'] as const,
  list: (filter: Omit<GoalFilter, 'Page' | 'PageSize'>) => [...goalKeys.lists(), filter] as const,
  info: (id: number) => [...goalKeys.all, 'info', id] as const,
  children: (id: number) => [...goalKeys.all, 'children', id] as const,
  statusComments: (statusId: number) => [...goalKeys.all, 'status-comments', statusId] as const,
  company: () => [...goalKeys.all, 'company'] as const,
  owners: (search: string) => ['goal-owners', search] as const,
  periods: () => ['periods'] as const,
};
