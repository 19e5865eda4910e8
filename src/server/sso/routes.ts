import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { ssoEndpoints as e } from '../../contract/endpoints/sso';
import { route } from '../http/route';
import { actorFrom } from '../http/access-control';
import { inRequest, inTenant } from '../http/unit-of-work';
import { redeemSignInHandOver } from '../auth';
import { settingsEditors } from '../tenants';
import { getSsoSettings, removeSsoSettings, saveSsoSettings } from './connection';
import { findSsoProvider } from './sign-in-screen';
import { SIGN_IN_TTL_MS, finishSsoSignIn, startSsoSignIn, type Redirect } from './sign-in-flow';
import { findConnection } from './queries';

// The state also lives in a cookie of the browser that started the sign-in, so a callback carrying someone else's
// state and code (login CSRF) is refused. Lax: the provider's redirect back is a top-level navigation.
const STATE_COOKIE = 'trellis_sso_state';
const COOKIE_PATH = '/api/Auth/sso';

function browserStateOf(req: FastifyRequest): string | undefined {
  const pair = (req.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${STATE_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(STATE_COOKIE.length + 1)) : undefined;
}

function redirect(deps: Deps, reply: FastifyReply, to: Redirect): FastifyReply {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const cookie =
    to.state === undefined
      ? `${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
      : `${STATE_COOKIE}=${encodeURIComponent(to.state)}; Path=${COOKIE_PATH}; Max-Age=${SIGN_IN_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
  return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(to.location, 302);
}

export const ssoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The company's connection: the CEO and org admins, as the company's AI model.
    route(app, e.settings, settingsEditors, (req) => inRequest(deps, req, getSsoSettings));
    route(app, e.save, settingsEditors, async (req) => {
      const stored = await inRequest(deps, req, (w) => findConnection(w.tx, w.actor.tenantId));
      return saveSsoSettings(deps, stored, req.body, (work) => inTenant(deps, actorFrom(req), work));
    });
    route(app, e.remove, settingsEditors, (req) => inRequest(deps, req, removeSsoSettings));

    // Signing in: public, and limited per client address as password sign-in is.
    const limited = { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } };
    route(app, e.provider, 'public', (req) => findSsoProvider(deps, { domain: req.query.domain, host: req.headers.host }), limited);
    route(
      app,
      e.start,
      'public',
      async (req, reply) => redirect(deps, reply, await startSsoSignIn(deps, { domain: req.query.domain, host: req.headers.host })),
      limited,
    );
    route(
      app,
      e.callback,
      'public',
      async (req, reply) => {
        const search = new URL(req.url, 'http://trellis.invalid').search;
        const to = await finishSsoSignIn(deps, { state: req.query.state, browserState: browserStateOf(req), search });
        return redirect(deps, reply, to);
      },
      limited,
    );
    route(app, e.handOver, 'public', (req) => redeemSignInHandOver(deps, req.body.Token), limited);
  };
