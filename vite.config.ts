import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
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
