// The name on the sign-in button ('Sign in with Okta'), derived from the issuer's address when a connection is saved.

const BY_HOST: [RegExp, string][] = [
  [/(^|\.)okta(preview)?\.com$/, 'Okta'],
  [/(^|\.)okta-emea\.com$/, 'Okta'],
  [/^login\.microsoftonline\.com$/, 'Microsoft'],
  [/^sts\.windows\.net$/, 'Microsoft'],
  [/^accounts\.google\.com$/, 'Google'],
  [/(^|\.)auth0\.com$/, 'Auth0'],
];

// Self-hosted providers are told apart by the path their issuers have.
const BY_PATH: [RegExp, string][] = [
  [/^\/(auth\/)?realms\/[^/]+\/?$/, 'Keycloak'],
  [/^\/application\/o\/[^/]+\/?$/, 'Authentik'],
];

/** The provider's name for an issuer URL: a known provider's, else the issuer's host. */
export function providerNameOf(issuer: string): string {
  const url = new URL(issuer);
  const host = url.hostname.toLowerCase();
  return BY_HOST.find(([re]) => re.test(host))?.[1] ?? BY_PATH.find(([re]) => re.test(url.pathname))?.[1] ?? host;
}
