import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { recordAudit } from '../audit';
import { withTenant } from '../db/tenant-context';
import { hashToken, newTenantToken, readTenantToken } from '../auth';
import { getTenant, resolveTenant } from '../tenants';
import type { SsoRefusal } from '../../domain/sso/sign-in-rules';
import { callbackUrlOf, secretBox } from './connection';
import { authorizationUrl, discover, newChecks, redeemCode } from './oidc';
import { consumeSignIn, findConnection, insertSignIn, type SsoConnectionRow } from './queries';
import { signInPerson } from './sign-in-person';

/** A sign-in under way lasts ten minutes at most, and its state is used once. */
export const SIGN_IN_TTL_MS = 10 * 60_000;

/** Where the browser goes next; `state` is also kept in a cookie of the browser that started, checked on its return. */
export type Redirect = { location: string; state?: string };

// Back to the sign-in screen: with the one-time code in the fragment (never sent to a server or in a Referer), or why not.
const signedIn = (code: string): Redirect => ({ location: `/v3/login#sso=${encodeURIComponent(code)}` });
const refused = (reason: SsoRefusal): Redirect => ({ location: `/v3/login?sso=${reason}` });

// Async, so that a secret the server's key no longer opens fails as discovery does.
const clientOf = async (deps: Deps, c: SsoConnectionRow) =>
  discover(deps.config, { issuer: c.issuer, clientId: c.clientId, clientSecret: secretBox(deps).open(c.clientSecretEncrypted) });

/** GET /Auth/sso/start?domain: to the company's provider with a new state, nonce and PKCE challenge. */
export async function startSsoSignIn(deps: Deps, r: { domain: string | undefined; host: string | undefined }): Promise<Redirect> {
  const db = deps.database.db;
  const tenant = await resolveTenant(db, { domain: r.domain, host: r.host, defaultTenant: deps.config.defaultTenant });
  if (!tenant || tenant.deactivatedAt) return refused('unavailable');
  const connection = await withTenant(db, tenant.id, (tx) => findConnection(tx, tenant.id));
  if (!connection) return refused('unavailable');
  const oidc = await clientOf(deps, connection).catch(() => null);
  if (!oidc) return refused('unavailable');
  const checks = newChecks(newTenantToken(tenant.id));
  const now = deps.now();
  await withTenant(db, tenant.id, (tx) =>
    insertSignIn(tx, {
      tenantId: tenant.id,
      stateHash: hashToken(checks.state),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
      now,
    }),
  );
  const url = await authorizationUrl(oidc, callbackUrlOf(deps, tenant.subdomain), checks);
  return { location: url.href, state: checks.state };
}

/**
 * GET /Auth/sso/callback: the company is the one the state names (its tenant part, decision 052), and the state must
 * be a live sign-in of that company, started in this browser. openid-client checks the code, PKCE, nonce and ID token.
 */
export async function finishSsoSignIn(
  deps: Deps,
  r: { state: string | undefined; browserState: string | undefined; search: string },
): Promise<Redirect> {
  const db = deps.database.db;
  const key = r.state ? readTenantToken(r.state) : null;
  if (!r.state || !key || r.browserState !== r.state) return refused('expired');
  const now = deps.now();
  const started = await withTenant(db, key.tenantId, async (tx) => {
    const checks = await consumeSignIn(tx, key.tenantId, key.tokenHash, now);
    return checks && { checks, connection: await findConnection(tx, key.tenantId), tenant: await getTenant(tx, key.tenantId) };
  });
  if (!started) return refused('expired');
  const { connection, tenant } = started;
  if (!connection || tenant.deactivatedAt) return refused('unavailable');
  const callbackUrl = new URL(callbackUrlOf(deps, tenant.subdomain));
  callbackUrl.search = r.search;
  let person;
  try {
    const oidc = await clientOf(deps, connection);
    person = await redeemCode(oidc, callbackUrl, { state: r.state, ...started.checks });
  } catch {
    // The provider refused (the person cancelled, or is not assigned to the app), or its answer failed a check.
    await withTenant(db, tenant.id, (tx) => signInRefusal(tx, connection, now));
    return refused('provider');
  }
  const outcome = await withTenant(db, tenant.id, (tx) => signInPerson(tx, connection, person, now));
  return outcome.kind === 'signed-in' ? signedIn(outcome.code) : refused(outcome.reason);
}

const signInRefusal = (tx: Db, c: SsoConnectionRow, now: Date) =>
  recordAudit(tx, {
    tenantId: c.tenantId,
    actorId: c.updatedById,
    action: 'sso.refused',
    before: {},
    after: { SsoProvider: c.providerName, Reason: 'provider' },
    at: now,
  });
