import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { OrgData, OrgDataQuery } from '../../../../contract/organization';
import { peopleRoutes as e } from '../../../../contract/routes/people';
import { call } from '../../../shared/api-client';
import { orgKeys } from './org-keys';

/** A window of the chart around one person (Depth 1-4 levels below). */
export const getOrgData = (query: OrgDataQuery, signal?: AbortSignal): Promise<OrgData> => call(e.orgData, { query, signal });

/** The window a chart opens with: the chain to the focus, its peers, and two levels below it. */
export const orgWindowQueryOptions = (focusId: number | null) =>
  queryOptions({
    queryKey: orgKeys.chart(focusId, 2),
    queryFn: ({ signal }) => getOrgData({ Id: focusId ?? undefined, Depth: 2 }, signal),
  });

export const useOrgWindow = (focusId: number | null) => useQuery(orgWindowQueryOptions(focusId));

type Expansion = { data?: OrgData; isError: boolean; refetch: () => unknown };

// Outside the hook, so TanStack Query keeps the combined result until an answer changes.
const combineExpansions = (results: Expansion[]) => ({
  nodes: results.flatMap((r) => r.data?.Nodes ?? []),
  failed: results.find((r) => r.isError) ?? null,
});

/** One level below each node being expanded, as one list of nodes for the chart to merge into its window. */
export const useOrgExpansions = (ids: readonly number[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: orgKeys.chart(id, 1),
      queryFn: ({ signal }: { signal: AbortSignal }) => getOrgData({ Id: id, Depth: 1 }, signal),
    })),
    combine: combineExpansions,
  });
