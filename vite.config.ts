import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { noChunkCycles } from './scripts/build/chunk-cycles.ts';

const AREA = fileURLToPath(new URL('src/web/app/layout/signed-in-area.tsx', import.meta.url));

type Graph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
};

/** Every module that `from` imports, directly or through others, without dynamic imports. */
function staticClosure(graph: Graph, from: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for the code the signed-in area needs beyond the entry's: split by default, it came as some sixty
 * small files, and a browser asks a server for six at a time (decision 050). The entry keeps only its own code;
 * a page's own code stays with the page.
 */
function signedInAreaChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let areaOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'trellis:signed-in-area-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const entry = staticClosure(this, entries);
      areaOnly = new Set([...staticClosure(this, [AREA])].filter((id) => !entry.has(id)));
    },
  };
  return { plugin, test: (id) => areaOnly.has(id) };
}

const signedInArea = signedInAreaChunk();

// antd, the components it is built from, and its icons.
const UI_KIT = /node_modules[\\/](antd|@rc-component|rc-[\w-]+|@ant-design)[\\/]/;

export default defineConfig({
  root: 'src/web',
  // Brotli and gzip copies of the built scripts and styles beside them, which the server sends to browsers that
  // accept them (src/server/http/static.ts); index.html is filled in per request, so it stays out.
  plugins: [
    react(),
    signedInArea.plugin,
    noChunkCycles(),
    compression({ include: /\.(js|css|svg|json|woff2?)$/, algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // No strictExecutionOrder: it wraps every module to run it in its imports' order across chunks, some 5% of every
    // chunk (issue 30: the login route's budget). What it guarded is kept otherwise: zod's setting comes from a classic
    // script that runs before any module (index.html, decision 013), and no chunks import one another (noChunkCycles).
    rolldownOptions: {
      output: {
        // A browser asks a server for six files at a time, so a screen's scripts are a few files, not eighty (decision 057).
        codeSplitting: {
          groups: [
            // What the entry imports statically runs at start anyway: one file instead of some 25 split by importer.
            { name: 'start', tags: ['$initial'], priority: 3 },
            // With the modules they import, so that the area's chunk and this one do not import each other.
            { name: 'signed-in-area', test: signedInArea.test, priority: 2 },
            // antd's components and icons beyond the entry's that eight or more lazy chunks share (select, dropdown,
            // drawer, tabs…): one file, where split by the set of chunks that import each they came as some fifty files of
            // 1–25 KB on every screen. Those fewer chunks use stay with them, so no screen loads more than before.
            { name: 'ui-kit', test: UI_KIT, minShareCount: 8, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
});
