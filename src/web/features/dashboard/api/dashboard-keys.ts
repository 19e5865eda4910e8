/** Every dashboard query lives under ['dashboard'], so one invalidation refreshes the whole screen. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  theme: () => [...dashboardKeys.all, 'theme'] as const,
  reminders: () => [...dashboardKeys.all, 'reminders'] as const,
  reviewData: (kind: 'goal' | 'edit', id: number) => [...dashboardKeys.all, 'review', kind, id] as const,
  compliance: (scope: number) => [...dashboardKeys.all, 'compliance', scope] as const,
};
