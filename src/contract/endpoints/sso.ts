import { endpoint } from '../endpoint';
import { Session, TokenRequest } from '../auth';
import { SsoCallbackQuery, SsoDomainQuery, SsoProvider, SsoSettings, SsoSettingsRequest } from '../sso';

/** Single sign-on with OpenID Connect (issue 32): the company's connection, and the sign-in through it. */
export const ssoEndpoints = {
  settings: endpoint({ method: 'GET', path: '/tenant/sso', response: SsoSettings }),
  save: endpoint({ method: 'PUT', path: '/tenant/sso', body: SsoSettingsRequest, response: SsoSettings }),
  remove: endpoint({ method: 'DELETE', path: '/tenant/sso', response: SsoSettings }),
  provider: endpoint({ method: 'GET', path: '/Auth/sso/provider', query: SsoDomainQuery, response: SsoProvider }),
  // Browser navigations that answer redirects (to the provider, or back to the sign-in screen), not JSON.
  start: endpoint({ method: 'GET', path: '/Auth/sso/start', query: SsoDomainQuery, response: 'file' }),
  callback: endpoint({ method: 'GET', path: '/Auth/sso/callback', query: SsoCallbackQuery, response: 'file' }),
  // The one-time code the callback handed to the sign-in screen, for the session (decision 072).
  handOver: endpoint({ method: 'POST', path: '/Auth/sso/session', body: TokenRequest, response: Session }),
};
