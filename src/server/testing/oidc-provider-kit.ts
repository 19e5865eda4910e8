import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

// A real OpenID provider (oidc-provider) on the loopback, for the sign-in tests: one client registered for Trellis's
// callback, people with the claims a test gives them, and its development login form (any password signs in).

export type OidcPerson = { email?: string; email_verified?: boolean; name?: string };

export type OidcProviderKit = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's people by their `sub`; a test adds or changes them at any time. */
  people: Map<string, OidcPerson>;
  /** Follows a browser's way from Trellis's redirect to the provider through its login form back to Trellis's callback. */
  signInAt: (authorizationUrl: string, sub: string) => Promise<URL>;
  close: () => Promise<void>;
};

export async function startOidcProvider(o: { redirectUris: string[]; port?: number }): Promise<OidcProviderKit> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'trellis';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  const people = new Map<string, OidcPerson>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: o.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    // Trellis is a first-party client here: no consent screen after the login.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['trellis-test-cookie-key'] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    renderError: (ctx, out) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const quiet = console.warn;
  console.warn = () => undefined; // its development-only warnings, expected here
  const provider = new Provider(issuer, configuration);
  console.warn = quiet;
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    signInAt: (url, sub) => followSignIn(url, sub, issuer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The browser's part: redirects within the provider with its cookies, the login form posted, until Trellis's callback. */
async function followSignIn(authorizationUrl: string, sub: string, issuer: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== issuer) return url;
    const res = await fetch(url, { method: body ? 'POST' : 'GET', body, headers: { cookie: cookie() }, redirect: 'manual' });
    keep(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await res.text();
    if (!page.includes('name="login"')) throw new Error(`the provider answered ${res.status}: ${page.slice(0, 300)}`);
    body = new URLSearchParams({ prompt: 'login', login: sub, password: 'any' });
  }
  throw new Error('the sign-in at the provider did not come back');
}
