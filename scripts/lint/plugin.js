// Trellis's own lint rules: layers (who may import whom) and import cycles, type imports included.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraph, cyclicComponents, pathBack, resolveSpecifier } from './import-graph.js';
import { layerViolation, placeOf } from './layers.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// One graph per lint run; rebuilt when a file appears that it does not know or one changed since.
let cache = null;
function graphFor(file) {
  const mtime = statSync(file).mtimeMs;
  if (!cache || !cache.graph.has(file) || cache.mtimes.get(file) !== mtime) {
    const graph = buildGraph(join(ROOT, 'src'));
    cache = { graph, components: cyclicComponents(graph), mtimes: new Map([...graph.keys()].map((f) => [f, statSync(f).mtimeMs])) };
  }
  return cache;
}

const eachImport = (node, check) => {
  const source = node.source;
  if (source && typeof source.value === 'string') check(source, source.value);
};
const visitors = (check) => ({
  ImportDeclaration: (n) => eachImport(n, check),
  ExportNamedDeclaration: (n) => eachImport(n, check),
  ExportAllDeclaration: (n) => eachImport(n, check),
  ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
});

const layers = {
  meta: { type: 'problem', docs: { description: 'Imports follow the layers of ARCHITECTURE.md' }, schema: [] },
  create(context) {
    const file = context.physicalFilename;
    const from = placeOf(ROOT, file);
    return visitors((node, specifier) => {
      const target = resolveSpecifier(file, specifier);
      if (!target) return;
      const why = layerViolation(from, placeOf(ROOT, target));
      if (why) context.report({ node, message: `${why} (${relative(ROOT, target)})` });
    });
  },
};

const noCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles, type-only and dynamic imports counted' }, schema: [] },
  create(context) {
    const file = context.physicalFilename;
    // A text not saved yet (an editor's buffer) is in no graph: only files on disk are checked for cycles.
    if (!file.startsWith(join(ROOT, 'src')) || !existsSync(file)) return {};
    const { graph, components } = graphFor(file);
    const component = components.get(file);
    if (!component) return {};
    return visitors((node, specifier) => {
      const target = resolveSpecifier(file, specifier);
      if (!target || !component.has(target)) return;
      const cycle = [file, ...pathBack(graph, component, target, file)].map((f) => relative(ROOT, f));
      context.report({ node, message: `Import cycle: ${cycle.join(' → ')}` });
    });
  },
};

export const trellisPlugin = { meta: { name: 'trellis' }, rules: { layers, 'no-cycle': noCycle } };
