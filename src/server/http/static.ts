import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cspNonce } from './security-headers';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/** Serves the built web app; any non-API path answers index.html so client routes survive a reload. */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    // Only /assets/ is static: a wildcard at the root would also catch /api/ addresses the router refuses
    // (an overlong parameter answers 414, not the static plugin's 404).
    await app.register(fastifyStatic, {
      root: join(webDir, 'assets'),
      prefix: '/assets/',
      wildcard: true, // files are looked up per request, so a rebuild needs no restart
      index: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  // The entry page carries this response's CSP nonce for the styles antd inserts; it is read per request (a
  // rebuild needs no restart) and never cached, so every load gets a fresh nonce.
  const sendIndex = async (reply: FastifyReply) => {
    const html = (await readFile(indexFile, 'utf8')).replace(NONCE_PLACEHOLDER, cspNonce(reply.raw));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  if (hasWeb) {
    // The root is a directory to the static plugin; it is the app's entry like any client route.
    app.get('/', (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !hasWeb || !page) {
      return reply.status(404).send({ Message: 'Not found.' });
    }
    // Fastify leaves the body out of a HEAD answer and keeps its headers.
    return sendIndex(reply);
  });
}
