import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiSummaryRoutes as e } from '../../../../contract/routes/ai-summaries';
import { call } from '../../../shared/api-client';
import { summaryKeys } from './summary-keys';

/** GET /Gpt/options: the ended quarters and years one may pick, and the readers one may write for. */
export const getSummaryOptions = (signal?: AbortSignal) => call(e.options, { signal });
export const summaryOptionsQueryOptions = () =>
  queryOptions({ queryKey: summaryKeys.options(), queryFn: ({ signal }) => getSummaryOptions(signal), staleTime: 60_000 });
export const useSummaryOptions = () => useQuery(summaryOptionsQueryOptions());
