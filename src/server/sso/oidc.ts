import * as client from 'openid-client';
import type { Config } from '../config';
import { badRequest } from '../errors';
import { ISSUER_HTTPS } from '../../contract/sso';

// The one place Trellis speaks OpenID Connect, through openid-client (certified; no hand-written token handling).

export const SSO_SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;

export const ISSUER_UNREACHABLE = 'Trellis could not reach the issuer. Check the address, and that this server may connect to it.';
export const NO_DISCOVERY = 'The issuer answered no OpenID Connect discovery document at /.well-known/openid-configuration.';
export const otherIssuer = (issuer: string) => `The provider names its issuer ${issuer}: enter it exactly so.`;

/** Why discovery failed, as the drawer shows it under the issuer. */
export class DiscoveryError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * http:// is allowed only for an issuer on this machine's loopback, and only when the operator turned it on
 * (SSO_LOOPBACK_HTTP_ISSUERS, for tests and development): everywhere else tokens travel over https only.
 */
export function allowsHttp(config: Pick<Config, 'ssoLoopbackHttpIssuers'>, issuer: URL): boolean {
  return config.ssoLoopbackHttpIssuers && issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
}

export type ClientSettings = { issuer: string; clientId: string; clientSecret: string };

/** Discovery at the issuer: the provider's endpoints and keys, with Trellis's client (secret sent as HTTP Basic). */
export async function discover(config: Config, s: ClientSettings): Promise<client.Configuration> {
  const issuer = new URL(s.issuer);
  const http = allowsHttp(config, issuer);
  if (issuer.protocol !== 'https:' && !http) throw new DiscoveryError(ISSUER_HTTPS);
  try {
    return await client.discovery(issuer, s.clientId, undefined, client.ClientSecretBasic(s.clientSecret), {
      timeout: TIMEOUT_SECONDS,
      ...(http ? { execute: [client.allowInsecureRequests] } : {}),
    });
  } catch (error) {
    throw new DiscoveryError(discoveryMessage(error));
  }
}

function discoveryMessage(error: unknown): string {
  if (!(error instanceof client.ClientError)) return ISSUER_UNREACHABLE;
  if (error.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    const named = (error.cause as { body?: { issuer?: unknown } } | undefined)?.body?.issuer;
    return typeof named === 'string' ? otherIssuer(named.slice(0, 500)) : NO_DISCOVERY;
  }
  if (error.code === 'OAUTH_HTTP_REQUEST_FORBIDDEN') return ISSUER_HTTPS;
  return NO_DISCOVERY;
}

/** Discovery for a save: its failure is a 400 on the Issuer field. */
export async function discoverForSave(config: Config, s: ClientSettings): Promise<client.Configuration> {
  try {
    return await discover(config, s);
  } catch (error) {
    if (error instanceof DiscoveryError) throw badRequest(error.message, 'Issuer');
    throw error;
  }
}

/** What a sign-in keeps between the redirect to the provider and its return. */
export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

export async function authorizationUrl(oidc: client.Configuration, redirectUri: string, checks: SignInChecks): Promise<URL> {
  return client.buildAuthorizationUrl(oidc, {
    redirect_uri: redirectUri,
    scope: SSO_SCOPE,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

export const newChecks = (state: string): SignInChecks => ({
  state,
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});

/**
 * The code for tokens (PKCE, state, nonce and the ID token checked by openid-client), and the person's claims: the ID
 * token's, with the UserInfo endpoint's where the ID token carries no address (providers differ).
 */
export async function redeemCode(oidc: client.Configuration, callbackUrl: URL, checks: SignInChecks) {
  const tokens = await client.authorizationCodeGrant(oidc, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  const claims: Record<string, unknown> =
    typeof idClaims.email === 'string'
      ? { ...idClaims }
      : { ...(await client.fetchUserInfo(oidc, tokens.access_token, idClaims.sub)), ...idClaims };
  return { issuer: idClaims.iss, subject: idClaims.sub, claims };
}
