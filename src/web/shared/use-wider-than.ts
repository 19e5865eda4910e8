import { Grid } from 'antd';

/** antd's breakpoints (its grid's `screens`): the least window width, in CSS pixels, at which each holds. */
const MIN_WIDTH = { sm: 576, md: 768, lg: 992 } as const;
export type Breakpoint = keyof typeof MIN_WIDTH;

/**
 * Whether the window is at least as wide as `breakpoint`, following its changes. antd's hook knows only after its first
 * effect; until then the browser is asked directly, so a phone's first render is already the phone's layout.
 */
export function useWiderThan(breakpoint: Breakpoint): boolean {
  return Grid.useBreakpoint()[breakpoint] ?? window.matchMedia(`(min-width: ${MIN_WIDTH[breakpoint]}px)`).matches;
}
