import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from './reduced-motion';

/**
 * React Router renders a navigation inside a transition: while the next page's code (or data) loads, the old
 * page stays and nothing on screen says a click was taken. The router itself knows the new address at once;
 * this follows it, so the menu and a progress bar can answer immediately.
 */
type WatchedRouter = {
  state: { location: { pathname: string; key: string } };
  subscribe: (listener: () => void) => () => void;
};
let watched: WatchedRouter | undefined;

/** Called once with the app's router (router.tsx). */
export function watchNavigation(router: WatchedRouter): void {
  watched = router;
}

const subscribe = (listener: () => void) => watched?.subscribe(listener) ?? (() => undefined);
const targetPath = () => watched?.state.location.pathname ?? window.location.pathname;
const targetKey = () => watched?.state.location.key ?? '';

/** The path being navigated to (the rendered one once it has arrived). */
export const useTargetPathname = (): string => useSyncExternalStore(subscribe, targetPath);

/**
 * True from a click until the new page has rendered and its first queries have answered: the router is ahead of
 * the rendered location, or the page that just arrived is still fetching.
 */
export function useNavigating(): boolean {
  const target = useSyncExternalStore(subscribe, targetKey);
  const rendered = useLocation().key;
  const fetching = useIsFetching() > 0;
  const [settling, setSettling] = useState<string | null>(null);
  const [previous, setPrevious] = useState(rendered);
  if (previous !== rendered) {
    // A page arrived: its queries start in its effects, so keep the bar while they run.
    setPrevious(rendered);
    setSettling(rendered);
  }
  useEffect(() => {
    if (settling === null || fetching) return;
    // A moment's grace: the arrived page's queries may not have started yet.
    const timer = setTimeout(() => setSettling(null), 150);
    return () => clearTimeout(timer);
  }, [settling, fetching]);
  // Shown through the grace too: a page whose queries start in its effects would otherwise flash as loaded first.
  return (watched !== undefined && target !== rendered) || settling !== null;
}

/** A thin bar along the top of the window, in `colour` (the company's), while a navigation is under way. */
export function NavigationProgress({ colour }: { colour: string }) {
  return useNavigating() ? <ProgressBar colour={colour} /> : null;
}

function ProgressBar({ colour }: { colour: string }) {
  const { t } = useTranslation('common');
  const reducedMotion = usePrefersReducedMotion();
  const [grown, setGrown] = useState(false);
  useEffect(() => {
    // Starts short and creeps towards the end; it never claims to know how far along the load is.
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      role="progressbar"
      aria-label={t('loadingPage')}
      className="print-hidden"
      style={{ position: 'fixed', insetInline: 0, top: 0, height: 3, zIndex: 2000, pointerEvents: 'none' }}
    >
      <div
        style={{
          height: '100%',
          width: grown ? '85%' : '15%',
          background: colour,
          boxShadow: `0 0 6px ${colour}`,
          transition: reducedMotion ? 'none' : 'width 8s cubic-bezier(0.1, 0.8, 0.2, 1)',
        }}
      />
    </div>
  );
}
