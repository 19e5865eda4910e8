import type { DirectoryRequest } from '../../../../contract/organization';

/**
 * The chart and directory live under ['people'] like the profile's queries, so one invalidation (after a
 * change, or a TenantUpdate on the live channel) refreshes every view of the organisation at once.
 */
export const orgKeys = {
  all: ['people'] as const,
  chart: (focusId: number | null, depth: number) => ['people', 'org-chart', focusId, depth] as const,
  directory: (request: DirectoryRequest) => ['people', 'directory', request] as const,
  departments: () => ['people', 'departments'] as const,
};
