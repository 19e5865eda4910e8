/**
 * Every people query lives under ['people'], so one invalidation (after a change here, or a TenantUpdate on
 * the live channel) refreshes profiles, reports, the directory and the chart together.
 */
export const peopleKeys = {
  all: ['people'] as const,
  profile: (id: number) => ['people', 'profile', id] as const,
  deactivateData: (id: number) => ['people', 'deactivate-data', id] as const,
  managerChoices: (id: number) => ['people', 'manager-choices', id] as const,
  addEmployeeManagers: () => ['people', 'add-employee-managers'] as const,
  ceo: () => ['people', 'ceo'] as const,
};

/** A person's goals of a quarter sit under ['goals'], so any goal change refreshes them as it does the goal lists. */
export const personGoalsKey = (id: number, periodId: number) => ['goals', 'of-person', id, periodId] as const;
