import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * On a phone the selected goal replaces the list: it opens at the top, and Back returns to where the list was.
 * Returns the function to call just before a goal is opened.
 */
export function useListScroll(detailOpen: boolean) {
  const listY = useRef<number | null>(null);
  const remember = useCallback(() => {
    listY.current = window.scrollY;
  }, []);
  useLayoutEffect(() => {
    if (detailOpen) {
      window.scrollTo(0, 0);
    } else if (listY.current !== null) {
      window.scrollTo(0, listY.current);
      listY.current = null;
    }
  }, [detailOpen]);
  return remember;
}
