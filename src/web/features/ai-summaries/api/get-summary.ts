import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiSummaryRoutes as e } from '../../../../contract/routes/ai-summaries';
import { call } from '../../../shared/api-client';
import { forWhomParam, phaseOf, type SummaryScope } from '../summary-rules';
import { summaryKeys } from './summary-keys';

// While the server writes, the answer is asked again this often (the live channel's progress event comes sooner).
const POLL_MS = 3_000;

/**
 * GET /Gpt/summary/{periodId}/{forWhom} or /Gpt/annualsummary/{year}/{forWhom}: the kept summary, or — when none is
 * kept — the start of its generation. wait=0: answered 'Generating...' at once, so the screen shows its progress bar.
 */
export const getSummary = (scope: SummaryScope, signal?: AbortSignal) =>
  scope.kind === 'quarter'
    ? call(e.quarter, { params: { periodId: scope.periodId, forWhom: forWhomParam(scope.forWhom) }, query: { wait: '0' }, signal })
    : call(e.annual, { params: { year: scope.year, forWhom: forWhomParam(scope.forWhom) }, query: { wait: '0' }, signal });

export const summaryQueryOptions = (scope: SummaryScope) =>
  queryOptions({
    queryKey: summaryKeys.summary(scope),
    queryFn: ({ signal }) => getSummary(scope, signal),
    // Asking again starts nothing new: a failed generation is shown once, and generating again is the person's choice.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data && phaseOf(query.state.data) === 'generating' ? POLL_MS : false),
  });

export const useSummary = (scope: SummaryScope | null) =>
  useQuery({ ...summaryQueryOptions(scope ?? { kind: 'quarter', periodId: 0, forWhom: 1 }), enabled: scope !== null });
