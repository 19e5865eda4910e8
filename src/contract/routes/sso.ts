import { routes } from '../endpoint';
import type { ssoEndpoints } from '../endpoints/sso';

// The addresses of endpoints/sso.ts, for the web.
export const ssoRoutes = routes<typeof ssoEndpoints>({
  settings: 'GET /tenant/sso',
  save: 'PUT /tenant/sso',
  remove: 'DELETE /tenant/sso',
  provider: 'GET /Auth/sso/provider',
  start: 'GET /Auth/sso/start',
  callback: 'GET /Auth/sso/callback',
  handOver: 'POST /Auth/sso/session',
});
