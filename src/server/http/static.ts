import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cspNonce } from './security-headers';
import { messageIn } from '../texts/message-words';
import { readerLanguage } from './reader-language';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
// index.html's colour for its splash and the browser's bar: the default in the file, the tenant's when known.
const TENANT_COLOUR = /(--tenant-colour:\s*|<meta name="theme-color" content=")#[0-9a-fA-F]{6}/g;

/** A colour fit to write into the page: six hex digits (with or without '#'), else nothing. */
export function safeHexColour(value: string | null | undefined): string | undefined {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(value?.trim() ?? '');
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}

export type WebAppOptions = {
  /** The primary colour of the tenant a Host names, for the splash index.html shows before the app loads. */
  tenantColour?: (host: string | undefined) => Promise<string | null | undefined>;
  /** Where a page of a host that names no company goes instead (UNKNOWN_TENANT_URL); null: the page says so. */
  unknownHostRedirect?: (host: string | undefined) => Promise<string | null>;
};

/** Serves the built web app; any non-API path answers index.html so client routes survive a reload. */
export async function installWebApp(app: FastifyInstance, webDir: string, options: WebAppOptions = {}): Promise<void> {
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
      // The build puts .br and .gz copies beside the files (vite-plugin-compression2); a browser that accepts
      // one gets it, with Content-Encoding and Vary: Accept-Encoding, others the plain file.
      preCompressed: true,
      // Built files carry their content's hash in their names, so they never change under an address.
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  // The entry page carries this response's CSP nonce for the styles antd inserts; it is read per request (a
  // rebuild needs no restart) and never cached, so every load gets a fresh nonce.
  const colourOf = async (host: string | undefined) => {
    try {
      return safeHexColour(await options.tenantColour?.(host));
    } catch {
      return undefined; // the page's own default colour rather than no page
    }
  };
  const redirectOf = async (host: string | undefined) => {
    try {
      return (await options.unknownHostRedirect?.(host)) ?? null;
    } catch {
      return null; // a database that does not answer is no proof that the company is unknown
    }
  };
  const sendIndex = async (reply: FastifyReply) => {
    const elsewhere = await redirectOf(reply.request.headers.host);
    if (elsewhere) return reply.header('cache-control', 'no-cache').redirect(elsewhere, 302);
    const [file, colour] = await Promise.all([readFile(indexFile, 'utf8'), colourOf(reply.request.headers.host)]);
    let html = file.replace(NONCE_PLACEHOLDER, cspNonce(reply.raw));
    if (colour) html = html.replace(TENANT_COLOUR, `$1${colour}`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  if (hasWeb) {
    // The root is a directory to the static plugin; it is the app's entry like any client route.
    app.get('/', (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !hasWeb || !page) {
      return reply.status(404).send({ Message: messageIn('Not found.', readerLanguage(req)) });
    }
    // Fastify leaves the body out of a HEAD answer and keeps its headers.
    return sendIndex(reply);
  });
}
