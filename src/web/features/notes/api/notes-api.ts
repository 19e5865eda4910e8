import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteCreate, NoteUpdate } from '../../../../contract/notes';
import { noteRoutes as e } from '../../../../contract/routes/notes';
import type { NoteSort } from '../../../../domain/notes/note-rules';
import { call, withId } from '../../../shared/api-client';
import { nextNotesPage, NOTES_PAGE_SIZE } from '../note-rules';

/** Every notes query lives under ['notes'], so a saved or deleted note refreshes every list of them. */
export const noteKeys = {
  all: ['notes'] as const,
  list: (userId: number, sort: NoteSort, search: string) => [...noteKeys.all, userId, sort, search] as const,
};

/** The viewer's notes about one person, 20 at a time, newest first by creation or last change. */
export const notesQueryOptions = (userId: number, sort: NoteSort, search: string) =>
  infiniteQueryOptions({
    queryKey: noteKeys.list(userId, sort, search),
    queryFn: ({ pageParam, signal }) =>
      call(e.list, { params: { userId }, query: { SortBy: sort, Search: search, Page: pageParam, PageSize: NOTES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextNotesPage(pages),
  });
export const useNotes = (userId: number, sort: NoteSort, search: string) => useInfiniteQuery(notesQueryOptions(userId, sort, search));

function useNoteMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }) });
}

export const useCreateNote = () => useNoteMutation((body: NoteCreate) => call(e.create, { body }));
export const useUpdateNote = () =>
  useNoteMutation(({ id, body }: { id: number; body: NoteUpdate }) => call(e.update, { params: { id }, body }));
export const useDeleteNote = () => useNoteMutation(withId(e.remove));
