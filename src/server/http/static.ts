import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; any non-API path answers index.html so client routes survive a reload. */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true, // files are looked up per request, so a rebuild needs no restart
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  if (hasWeb) {
    // The root is a directory to the static plugin; it is the app's entry like any client route.
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !hasWeb || req.method !== 'GET') {
      return reply.status(404).send({ Message: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
