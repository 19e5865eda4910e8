/** Every dashboard query lives under ['dashboard'], so one invalidation refreshes the whole screen. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  theme: () => [...dashboardKeys.all, 'theme'] as const,
  reminders: () => [...dashboardKeys.all, 'reminders'] as const,
  reviews: () => [...dashboardKeys.all, 'review'] as const,
  reviewData: (kind: 'goal' | 'edit', id: number) => [...dashboardKeys.reviews(), kind, id] as const,
  compliances: () => [...dashboardKeys.all, 'compliance'] as const,
  compliance: (scope: number) => [...dashboardKeys.compliances(), scope] as const,
};
