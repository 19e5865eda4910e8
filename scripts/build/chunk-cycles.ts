import type { Plugin } from 'vite';

/** Each circle of chunks that import one another statically, as the files in import order, first repeated at the end. */
export function chunkCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * Fails the build when chunks import one another. The build leaves the bundler's strict execution order off (it wraps
 * every module and cost every chunk some 5%, issue 30), so a module runs when its chunk does: in a circle of chunks one
 * of them runs before what it imports exists (a menu's icons came out undefined, and every signed-in screen failed).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'trellis:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycles = chunkCycles(imports);
      if (cycles.length > 0) this.error(`chunks import one another: ${cycles.map((cycle) => cycle.join(' → ')).join('; ')}`);
    },
  };
}
