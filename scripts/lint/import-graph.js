// The import graph of the source tree, type-only and dynamic imports included, for the layer and cycle rules.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** Every module specifier a file's text names (static imports and re-exports, `import type`, `import()`). */
export function specifiersOf(text) {
  const found = [];
  for (const m of text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '').matchAll(SPECIFIER)) found.push(m[1] ?? m[2]);
  return found;
}

/** The file a relative specifier names, or null for a package (or a file that does not exist). */
export function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** file → the files it imports, over every source file under `root`. */
export function buildGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .map((s) => resolveSpecifier(file, s))
      .filter((t) => t !== null);
    graph.set(file, new Set(targets));
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), as file → its component. */
export function cyclicComponents(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) !== indexOf.get(v)) return;
    const component = new Set();
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.add(w);
    } while (w !== v);
    if (component.size > 1 || graph.get(v)?.has(v)) for (const f of component) componentOf.set(f, component);
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return componentOf;
}

/** One way back from `to` to `from` inside their component: the cycle an import closes. */
export function pathBack(graph, component, to, from) {
  const previous = new Map([[to, null]]);
  const queue = [to];
  while (queue.length) {
    const v = queue.shift();
    if (v === from) break;
    for (const w of graph.get(v) ?? []) {
      if (component.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  const path = [];
  for (let v = from; v !== null && v !== undefined; v = previous.get(v)) path.unshift(v);
  return path;
}
