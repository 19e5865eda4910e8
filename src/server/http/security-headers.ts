import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's CSP nonce (made on first use): the header and the served index.html carry the same one. */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

// Powerful features the app never uses, denied to it and to every frame it embeds.
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

// The strategy's CEO video is embedded from these two players only (see domain/strategy/video-url.ts).
const VIDEO_PLAYERS = ['https://www.youtube.com', 'https://player.vimeo.com'];

// socket.io runs on the page's own host; older browsers do not count ws(s): as 'self'. The Host header is
// reduced to host-name characters so that it cannot add directives.
const socketSources = (req: IncomingMessage) => {
  const host = (req.headers.host ?? '').replace(/[^\w.:[\]-]/g, '');
  return host ? `ws://${host} wss://${host}` : '';
};

/** Origins a setting adds: the Sentry DSN's (the browser posts its envelopes there), the founder guide video's. */
export type ExtraSources = { connect?: string[]; frame?: string[] };

/** The origin of an http(s) address, or none. */
export const originOf = (value: string | undefined): string[] => {
  if (!value || !URL.canParse(value)) return [];
  const { protocol, origin } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
};

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;

export type SecurityHeaderOptions = { https: boolean; extraSources?: ExtraSources };

/** helmet's configuration, one for the app's answers and the live channel's HTTP answers alike. */
function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  const extra = options.extraSources ?? {};
  const frameSources = [...new Set([...VIDEO_PLAYERS, ...(extra.frame ?? [])])];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", nonceSource],
        styleSrcElem: ["'self'", nonceSource],
        // Sanitized rich text keeps style="text-align: …"; React's style props are set through CSSOM, not this.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketSources, ...(extra.connect ?? [])],
        frameSrc: frameSources,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // YouTube's player refuses to play without the embedding origin, which no-referrer would withhold.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Tenants are subdomains of PUBLIC_URL, so they are covered too.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Security headers on every answer (pages, assets, API, 404s, errors) from one place: helmet's, with a CSP that
 * allows no inline script, and a Permissions-Policy. antd and Tiptap insert <style> elements at run time; they
 * carry the nonce the page's meta tag hands them (docs/decisions/013-security-headers.md).
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(options) as Parameters<typeof fastifyHelmet>[1]);
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // What the API answers is one person's data at one moment: no browser or proxy keeps a copy. A route that may be
  // kept (an avatar at its unguessable address) says so itself.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The same headers for answers served beside Fastify (socket.io's long-polling HTTP answers), as middleware. */
export function securityMiddleware(options: SecurityHeaderOptions): Middleware[] {
  return [
    helmet(helmetOptions(options)) as Middleware,
    (_req, res, next) => {
      res.setHeader('permissions-policy', PERMISSIONS_POLICY);
      res.setHeader('cache-control', 'no-store');
      next();
    },
  ];
}

/** The API documentation (Swagger UI) styles its widgets with inline <style>; allow that on its pages alone. */
export const swaggerUiCsp = (header: string) =>
  header
    .replace(/style-src-elem [^;]*/, "style-src-elem 'self' 'unsafe-inline'")
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
