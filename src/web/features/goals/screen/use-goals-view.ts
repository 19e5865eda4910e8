import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSignedInSession } from '../../../shared/session';
import type { GoalListFilter } from '../api/get-goals';
import { goalsHref, parseFilter, parseGoalId } from './goal-filter-url';
import { allowedScope, scopeOptions } from './goal-scopes';

/**
 * The goals screen's view as the URL holds it: /v3/goals[/{goalId}]?filter, with /v3/goals/type/company as
 * an entry to the company goals. Changing the view navigates, so Back, links and reloads all agree.
 */
export function useGoalsView() {
  const { Profile } = useSignedInSession();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const options = useMemo(() => scopeOptions(Profile), [Profile]);
  const defaultScope = options[0]!.value;
  const query = searchParams.toString();
  const filter = useMemo<GoalListFilter>(() => {
    const parsed = parseFilter(new URLSearchParams(query), params.type === 'company' ? 'CompanyGoals' : defaultScope);
    // A scope the role does not have would be refused by the server; fall back to the role's default.
    return { ...parsed, GoalSelectFilter: allowedScope(parsed.GoalSelectFilter, options) };
  }, [query, params.type, defaultScope, options]);
  const goalId = parseGoalId(params.goalId);

  const hrefOf = useCallback(
    (id: number | null, next: GoalListFilter = filter) => goalsHref(next, id, defaultScope),
    [filter, defaultScope],
  );
  const show = useCallback((next: GoalListFilter, id: number | null = goalId) => navigate(hrefOf(id, next)), [navigate, hrefOf, goalId]);
  const select = useCallback((id: number | null) => navigate(hrefOf(id)), [navigate, hrefOf]);

  return { filter, goalId, options, hrefOf, show, select };
}
