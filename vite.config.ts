import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: 'src/web',
  // Brotli and gzip copies of the built scripts and styles beside them, which the server sends to browsers that
  // accept them (src/server/http/static.ts); index.html is filled in per request, so it stays out.
  plugins: [react(), compression({ include: /\.(js|css|svg|json|woff2?)$/, algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Modules run in the order their imports say, across chunks: main.tsx's first import (zod-jitless)
    // must run before the shared chunk makes the contract's schemas (decision 013).
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } } },
});
