import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalTextRequest } from '../../../../contract/ai';
import { aiRoutes } from '../../../../contract/routes/ai';
import { askGoalWriting } from './ai-answer';

export const getDescriptionSuggestions = (body: GoalTextRequest, signal?: AbortSignal) =>
  askGoalWriting(aiRoutes.descriptionSuggestions, 'description', body, signal);

/**
 * POST /Goal/gpt/description, keyed by the (debounced) request: one request per settled input, and a
 * newer input cancels the one in flight. A 429 or 503 is not asked again on its own.
 */
export const descriptionSuggestionsQueryOptions = (body: GoalTextRequest | null) =>
  queryOptions({
    queryKey: ['goal-ai', 'descriptions', body] as const,
    queryFn: ({ signal }) => getDescriptionSuggestions(body as GoalTextRequest, signal),
    enabled: body !== null,
    staleTime: 10 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
export const useDescriptionSuggestions = (body: GoalTextRequest | null) => useQuery(descriptionSuggestionsQueryOptions(body));
