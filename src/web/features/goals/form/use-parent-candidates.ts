import { useSignedInSession } from '../../../shared/session';
import { useGoals } from '../api/get-goals';
import { scopesFor, type ParentScope } from './parent-candidates';

/**
 * Parent-goal candidates of one quarter: the first page of every scope the viewer may use, narrowed
 * by a title search; Load More fetches the next page of every scope that has more.
 */
export function useParentCandidates(periodId: number | undefined, title: string, enabled = true) {
  const { Profile } = useSignedInSession();
  const scopes = scopesFor(Profile.RoleName);
  const on = (scope: ParentScope) => enabled && periodId !== undefined && scopes.includes(scope);
  const filter = (scope: ParentScope) => ({
    GoalSelectFilter: scope,
    PeriodId: periodId,
    ...(title ? { Title: title } : {}),
  });
  const queries = [
    { scope: 'MyGoals' as const, query: useGoals(filter('MyGoals'), on('MyGoals')) },
    { scope: 'MyDirectReports' as const, query: useGoals(filter('MyDirectReports'), on('MyDirectReports')) },
    { scope: 'CompanyGoals' as const, query: useGoals(filter('CompanyGoals'), on('CompanyGoals')) },
    {
      scope: 'MyManagerAndPeers' as const,
      query: useGoals(filter('MyManagerAndPeers'), on('MyManagerAndPeers')),
    },
  ].filter((q) => on(q.scope));

  return {
    lists: queries.map(({ scope, query }) => ({
      scope,
      goals: query.data?.pages.flatMap((p) => p.data) ?? [],
    })),
    loading: queries.some((q) => q.query.isFetching),
    hasMore: queries.some((q) => q.query.hasNextPage),
    loadMore: () => queries.forEach((q) => q.query.hasNextPage && void q.query.fetchNextPage()),
  };
}
