import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a module's named export (the code base has no default exports). `load` starts fetching the code
 * before the component renders (the router does so for the page the app opens on); the browser loads a module once.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: { default: M[K] } | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = { default: module[name] };
      return module;
    });
  // Code loaded ahead is handed over at once (React.lazy reads a thenable that answers synchronously as done), so the
  // page renders without showing its fallback first; a fallback, once shown, stays at least 300 ms (React 19).
  const resolved = (value: { default: M[K] }) => ({ then: (onDone: (v: { default: M[K] }) => unknown) => onDone(value) });
  const component = lazy<M[K]>(() =>
    loaded ? (resolved(loaded) as unknown as Promise<{ default: M[K] }>) : loadAndKeep().then((module) => ({ default: module[name] })),
  );
  return Object.assign(component, { load: loadAndKeep });
}

/** A page made by lazyNamed, as the router holds it. */
export type LazyPage = ComponentType & { load: () => Promise<unknown> };
