import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
type AnyComponent = ComponentType<any>;

/** React.lazy for a module's named export (the code base has no default exports). */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy<M[K]>(async () => ({ default: (await load())[name] }));
}
