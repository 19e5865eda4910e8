import { routes } from '../endpoint';
import type { scimEndpoints } from '../endpoints/scim';

// The addresses of endpoints/scim.ts, for the web.
export const scimRoutes = routes<typeof scimEndpoints>({
  tokens: 'GET /tenant/scim/tokens',
  createToken: 'POST /tenant/scim/tokens',
  revokeToken: 'DELETE /tenant/scim/tokens/:id',
});
