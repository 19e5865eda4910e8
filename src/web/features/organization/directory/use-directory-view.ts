import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedInSession } from '../../../shared/session';
import { directoryViewOf, withDirectoryView, type DirectoryView } from './directory-rules';

/** A change of the directory's view, worked out from the view it changes. */
export type DirectoryChange = (view: DirectoryView) => DirectoryView;

/**
 * The directory's view (search, filters, sort, page), kept in the address, and `change` to move it. Each change builds
 * on the view last asked for, not on the one shown: a search that settles just after a filter pick or a sort, before
 * the address has caught up with it, keeps that pick. A view that comes from the address (Back, a link, or a change
 * arriving) replaces the one last asked for.
 */
export function useDirectoryView(): [DirectoryView, (change: DirectoryChange) => void] {
  const { Profile } = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const view = directoryViewOf(params, Profile);
  const asked = useRef(view);
  const shown = useRef(view);
  const latest = useRef({ params, setParams });
  useEffect(() => {
    latest.current = { params, setParams };
    if (JSON.stringify(shown.current) === JSON.stringify(view)) return;
    shown.current = view;
    asked.current = view;
  });
  // Reads only refs: one function for the screen's life, so a waiting search is not restarted by every render.
  const change = useCallback((how: DirectoryChange) => {
    asked.current = how(asked.current);
    latest.current.setParams(withDirectoryView(latest.current.params, asked.current), { replace: true });
  }, []);
  return [view, change];
}
