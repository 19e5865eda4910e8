import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyResultRoutes as e } from '../../../../contract/routes/key-results';
import { call } from '../../../shared/api-client';
import { keyResultKeys } from './key-results-api';

/** Goals a page of the team's heat map holds. */
export const TEAM_PAGE_SIZE = 20;

// Under the feature's keys: a check-in anywhere refreshes them with the goal's own (['key-results', …]).
export const progressChartKeys = {
  team: (page: number) => [...keyResultKeys.all, 'team', page] as const,
  company: () => [...keyResultKeys.all, 'company'] as const,
};

/** GET /Goal/progress/team: a page of the current quarter's goals of the viewer's team, by week. */
export const teamProgressQueryOptions = (page: number) =>
  queryOptions({
    queryKey: progressChartKeys.team(page),
    queryFn: ({ signal }) => call(e.teamProgress, { query: { page, pageSize: TEAM_PAGE_SIZE }, signal }),
  });
// The page shown stays while the next one loads, so the card keeps its height.
export const useTeamProgress = (page: number) => useQuery({ ...teamProgressQueryOptions(page), placeholderData: keepPreviousData });

/** GET /Goal/progress/company: the share of the current quarter's measured goals on track, by week. */
export const companyProgressQueryOptions = () =>
  queryOptions({ queryKey: progressChartKeys.company(), queryFn: ({ signal }) => call(e.companyProgress, { signal }) });
export const useCompanyProgress = () => useQuery(companyProgressQueryOptions());
