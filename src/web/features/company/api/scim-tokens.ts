import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scimRoutes as e } from '../../../../contract/routes/scim';
import { call, withBody, withId } from '../../../shared/api-client';

export const scimTokenKeys = { all: ['scim-tokens'] as const };

// A company has a token or two per provider: the first page holds them (the server pages the list all the same).
export const getScimTokens = (signal?: AbortSignal) => call(e.tokens, { query: { Page: 1, PageSize: 100 }, signal });

export const scimTokensQueryOptions = () => queryOptions({ queryKey: scimTokenKeys.all, queryFn: ({ signal }) => getScimTokens(signal) });

export const useScimTokens = () => useQuery(scimTokensQueryOptions());

/** Makes a token; its answer holds the token itself, shown this once. */
export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withBody(e.createToken),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimTokenKeys.all }),
  });
}

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withId(e.revokeToken),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimTokenKeys.all }),
  });
}
