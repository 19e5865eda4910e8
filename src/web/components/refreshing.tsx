import type { HTMLAttributes } from 'react';

type RefreshingProps = HTMLAttributes<HTMLDivElement> & { busy: boolean };

/**
 * Content whose next version is loading (a query's placeholder data): it stays on screen, dimmed and marked busy, so
 * no one takes the last answer's figures for the new one's.
 */
export function Refreshing({ busy, style, ...rest }: RefreshingProps) {
  return <div aria-busy={busy} style={{ ...style, opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }} {...rest} />;
}
