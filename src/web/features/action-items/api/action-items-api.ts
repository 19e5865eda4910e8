import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionItem, ActionItemQuery, ActionItemSave } from '../../../../contract/action-items';
import { actionItemRoutes as e } from '../../../../contract/routes/action-items';
import { call, withId } from '../../../shared/api-client';
import { liveKeys } from '../../../shared/live-keys';
import { markTabOf, openCountQuery } from '../action-item-rules';

/**
 * Every action-item query lives under ['action-items']: a change here, or a notification about an item on the
 * live channel, refreshes the page, the header's count and the people picker together.
 */
export const actionItemKeys = {
  all: ['action-items'] as const,
  lists: () => [...actionItemKeys.all, 'list'] as const,
  list: (query: ActionItemQuery) => [...actionItemKeys.lists(), query] as const,
  openCount: (me: number) => [...actionItemKeys.all, 'open-count', me] as const,
  people: (search: string) => [...actionItemKeys.all, 'people', search] as const,
};

export const listActionItems = (body: ActionItemQuery, signal?: AbortSignal) => call(e.list, { body, signal });

/** One page of a tab; the last page stays on screen while the next loads. */
export const actionItemsQueryOptions = (query: ActionItemQuery) =>
  queryOptions({ queryKey: actionItemKeys.list(query), queryFn: ({ signal }) => listActionItems(query, signal) });
export const useActionItems = (query: ActionItemQuery, enabled = true) =>
  useQuery({ ...actionItemsQueryOptions(query), placeholderData: keepPreviousData, enabled });

/** The header's badge: how many open items are assigned to the viewer. */
export const useOpenActionItemCount = (me: number) =>
  useQuery({
    queryKey: actionItemKeys.openCount(me),
    queryFn: ({ signal }) => listActionItems(openCountQuery(me), signal),
    select: (list) => list.count,
  });

/** Whom an item may be for or from: active people whose name has `search`. */
export const useActionItemPeople = (search: string, enabled = true) =>
  useQuery({
    queryKey: actionItemKeys.people(search),
    queryFn: ({ signal }) => call(e.users, { query: { Search: search, PageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });

/** Every change refreshes the lists and the count, and the dashboard, whose reminders list due items. */
function useActionItemMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: liveKeys.dashboard }),
      ]),
  });
}

export const useCreateActionItem = () => useActionItemMutation((body: ActionItemSave) => call(e.create, { body }));
export const useUpdateActionItem = () =>
  useActionItemMutation(({ id, body }: { id: number; body: ActionItemSave }) => call(e.update, { params: { id }, body }));
export const useDeleteActionItem = () => useActionItemMutation(withId(e.remove));
/** Mark as Complete on the In Progress tab, Unmark as Complete on the Completed tab. */
export const useToggleComplete = () =>
  useActionItemMutation((item: Pick<ActionItem, 'Id' | 'IsCompleted'>) =>
    call(e.markComplete, { params: { id: item.Id, tab: markTabOf(item) } }),
  );

const LOCATE_PAGE = 100;

/**
 * Where an item named in the address (?item=12, from a reminder or a notification) sits in the default view:
 * its tab and page, or null when it is not among the first hundred of either tab (or is not the viewer's).
 */
export const useLocateActionItem = (id: number | null) =>
  useQuery({
    // Outside ['action-items']: a change on the page does not send the page back to where the item first was.
    queryKey: ['action-item-locate', id] as const,
    enabled: id !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      for (const IsCompleted of [false, true]) {
        const list = await listActionItems({ Page: 1, PageSize: LOCATE_PAGE, IsCompleted }, signal);
        const index = list.data.findIndex((item) => item.Id === id);
        if (index >= 0) return { tab: IsCompleted ? ('completed' as const) : ('inprogress' as const), index };
      }
      return null;
    },
  });
