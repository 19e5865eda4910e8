import { describe, expect, it } from 'vitest';
import { providerNameOf } from './provider-name';

describe('the provider name on the sign-in button', () => {
  it.each([
    ['https://acme.okta.com', 'Okta'],
    ['https://acme.okta.com/oauth2/default', 'Okta'],
    ['https://acme.oktapreview.com', 'Okta'],
    ['https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0', 'Microsoft'],
    ['https://accounts.google.com', 'Google'],
    ['https://acme.eu.auth0.com/', 'Auth0'],
    ['https://sso.acme.example/realms/staff', 'Keycloak'],
    ['https://sso.acme.example/auth/realms/staff', 'Keycloak'],
    ['https://auth.acme.example/application/o/trellis/', 'Authentik'],
    ['https://id.acme.example', 'id.acme.example'],
    ['http://127.0.0.1:4100', '127.0.0.1'],
    ['https://notokta.com.evil.example', 'notokta.com.evil.example'],
  ])('%s is %s', (issuer, name) => {
    expect(providerNameOf(issuer)).toBe(name);
  });
});
