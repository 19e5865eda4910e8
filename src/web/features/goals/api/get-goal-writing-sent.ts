import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalSentRequest } from '../../../../contract/ai';
import { aiRoutes } from '../../../../contract/routes/ai';
import { call } from '../../../shared/api-client';

export const getGoalWritingSent = (body: GoalSentRequest, signal?: AbortSignal) => call(aiRoutes.goalWritingSent, { body, signal });

/** POST /Goal/gpt/sent: what the model was sent for an answer, asked when the person opens 'What we sent to the AI'. */
export const goalWritingSentQueryOptions = (body: GoalSentRequest) =>
  queryOptions({
    queryKey: ['goal-ai', 'sent', body] as const,
    queryFn: ({ signal }) => getGoalWritingSent(body, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
export const useGoalWritingSent = (body: GoalSentRequest) => useQuery(goalWritingSentQueryOptions(body));
